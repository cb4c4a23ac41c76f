import { describe, expect, it } from 'vitest';
import { cappedGrantCents, checkoutCreditFor, creditExpiresAt, referralLink } from './referrals';

describe('referral rules', () => {
  it('expires credit at the end of 31 December of the year earned', () => {
    expect(creditExpiresAt(2026).toISOString()).toBe('2026-12-31T23:59:59.999Z');
  });

  it('caps what a year can earn at $50', () => {
    expect(cappedGrantCents(0, 1000)).toBe(1000);
    expect(cappedGrantCents(4500, 1000)).toBe(500);
    expect(cappedGrantCents(5000, 500)).toBe(0);
    expect(cappedGrantCents(6000, 500)).toBe(0);
  });

  it('takes $5 off a purchase, never more than the balance', () => {
    expect(checkoutCreditFor(1500)).toBe(500);
    expect(checkoutCreditFor(300)).toBe(300);
    expect(checkoutCreditFor(0)).toBe(0);
  });

  it('builds the shared link', () => {
    expect(referralLink('https://shortlist.app/', 'ADA_1234ABCD')).toBe(
      'https://shortlist.app/auth?ref=ADA_1234ABCD',
    );
  });
});
