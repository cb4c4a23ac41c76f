import { describe, expect, it } from 'vitest';
import * as limits from './limits';
import * as messages from './messages';

// The spec's exact wording for the texts users see most; a typo here is a visible defect.
describe('spec texts', () => {
  it('keeps the auth error catalogue word for word', () => {
    expect(messages.AUTH_ERRORS.invalidCredentials).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(messages.AUTH_ERRORS.userAlreadyRegistered).toBe(
      'An account with this email already exists. Please try signing in instead.',
    );
    expect(messages.AUTH_ERRORS.tooManyRequests).toBe(
      'Too many login attempts. Please wait a few minutes before trying again.',
    );
    expect(messages.AUTH_ERRORS.network).toBe(
      'Connection error. Please check your internet connection and try again.',
    );
    expect(messages.AUTH_ERRORS.notAuthenticated).toBe('User not authenticated');
  });

  it('formats the counted toasts', () => {
    expect(messages.ORGANISE_SUCCESS.foldersDeleted(3)).toBe('3 folder(s) deleted successfully!');
    expect(messages.ORGANISE_SUCCESS.itemsDeleted(1)).toBe('1 item(s) deleted successfully!');
    expect(messages.ORGANISE_SUCCESS.collaboratorAdded('a@b.c')).toBe('a@b.c has been added to the folder.');
    expect(messages.ORGANISE_ERRORS.uploadImages('too big')).toBe('Failed to upload images: too big');
  });

  it('has no empty text anywhere', () => {
    const visit = (value: unknown, key: string): void => {
      if (typeof value === 'function') return visit((value as (x: string) => unknown)('x'), key);
      if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) visit(v, `${key}.${k}`);
        return;
      }
      expect(value, key).toMatch(/\S/);
    };
    visit(messages, 'messages');
  });
});

describe('limits', () => {
  it('match the spec', () => {
    expect(limits.ACCOUNT).toMatchObject({
      passwordMin: 6,
      fullNameMin: 2,
      fullNameMax: 100,
      nicknameMin: 3,
      nicknameMax: 30,
      emailMax: 255,
      availabilityCheckDelayMs: 500,
      deletionRetentionDays: 30,
    });
    expect(limits.FOLDER).toMatchObject({ nameMax: 100, descriptionMax: 500 });
    expect(limits.ITEM).toMatchObject({
      nameMax: 100,
      descriptionMax: 500,
      priceMax: 999_999.99,
      ratingMax: 10,
      attributeValueMax: 30,
      noteTitleMax: 100,
      noteContentMax: 1000,
    });
    expect(limits.CATEGORY).toMatchObject({
      nameMax: 50,
      descriptionMax: 200,
      cardAttributePreview: 5,
      basicPlanMax: 1,
    });
    expect(limits.COMPARE).toEqual({ minItems: 2, maxItems: 5 });
    expect(limits.REFERRAL).toMatchObject({
      referredSignupCreditCents: 500,
      referrerPremiumCreditCents: 1000,
      maxCreditPerYearCents: 5000,
    });
    expect(limits.VERIFICATION_CODE).toMatchObject({ length: 5, ttlMinutes: 10, maxWrongTries: 5 });
    expect(limits.TOAST.invitationSentMs).toBe(6000);
  });
});
