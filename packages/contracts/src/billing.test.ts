import { describe, expect, it } from 'vitest';
import { returnUrlSchema } from './billing';
import { BILLING_TEXTS, REFERRAL_TEXTS } from './messages/index';
import { addMonths, daysRemaining } from './plans';

describe('period arithmetic', () => {
  it('adds calendar months in UTC, clamping the day to the month', () => {
    expect(addMonths(new Date('2026-01-15T10:00:00Z'), 3).toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonths(new Date('2026-11-30T00:00:00Z'), 12).toISOString()).toBe('2027-11-30T00:00:00.000Z');
    expect(addMonths(new Date('2026-08-31T00:00:00Z'), 6).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });

  it('counts whole days remaining, rounded up, 0 or less once over', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(daysRemaining(new Date('2026-05-08T12:00:00Z'), now)).toBe(7);
    expect(daysRemaining(new Date('2026-05-01T13:00:00Z'), now)).toBe(1);
    expect(daysRemaining(now, now)).toBe(0);
    expect(daysRemaining(new Date('2026-04-29T12:00:00Z'), now)).toBe(-2);
  });
});

describe('return URL', () => {
  it('keeps only the path of this site', () => {
    expect(returnUrlSchema.parse('/app/profile?x=1')).toBe('/app/profile?x=1');
    expect(returnUrlSchema.parse('https://evil.example/app/folder/1')).toBe('/app/folder/1');
    expect(returnUrlSchema.parse('https://evil.example')).toBe('/');
    expect(returnUrlSchema.safeParse('//evil.example/x').success).toBe(false);
    expect(returnUrlSchema.safeParse('/\\evil.example').success).toBe(false);
    expect(returnUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
  });
});

describe('billing texts', () => {
  it('keeps the plan dialog wording of the spec', () => {
    expect(BILLING_TEXTS.loadingPlans).toBe('Loading subscription plans...');
    expect(BILLING_TEXTS.oneTimePayment).toBe('one-time payment');
    expect(BILLING_TEXTS.save(20)).toBe('Save 20%');
    expect(BILLING_TEXTS.selectPlan).toBe('Select Plan');
    expect(BILLING_TEXTS.processing).toBe('Processing...');
    expect(BILLING_TEXTS.chooseYourPlan).toBe('Choose Your Plan');
    expect(BILLING_TEXTS.backToSignUp).toBe('Back to Sign Up');
    expect(BILLING_TEXTS.currentPlan('Premium 3 Months')).toBe(
      'You are currently on the Premium 3 Months plan',
    );
    expect(REFERRAL_TEXTS.howItWorks).toBe('How it works');
  });
});
