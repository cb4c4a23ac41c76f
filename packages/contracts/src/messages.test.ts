import { describe, expect, it } from 'vitest';
import * as limits from './limits';
import * as messages from './messages/index';

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

  it('says in Manage Folder Access what sharing grants (folders §2 Dialogs), roles or not', () => {
    expect(messages.SHARING_TEXTS.description).toContain('full edit access');
    expect(messages.SHARING_TEXTS.description).toContain('Sharing includes all contents and subfolders');
  });

  it('has no empty text anywhere', () => {
    const visit = (value: unknown, key: string): void => {
      // a text function takes a word, a count or a list of words: a one-word list passes for all three
      if (typeof value === 'function') return visit((value as (x: string[]) => unknown)(['x']), key);
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

// Texts that state a limit are built from limits/; with today's limits they read as the spec words them.
describe('texts built from limits', () => {
  it('read as the spec words them', () => {
    expect(messages.ORGANISE_VALIDATION.folderNameTooLong).toBe('Folder name must be at most 100 characters');
    expect(messages.ORGANISE_VALIDATION.priceRange).toBe('Price must be between 0 and 999999.99');
    expect(messages.ORGANISE_VALIDATION.priceStep).toBe('Price can have at most two decimal places');
    expect(messages.ORGANISE_VALIDATION.ratingRange).toBe('Rating must be between 1 and 10');
    expect(messages.ORGANISE_VALIDATION.compareCount).toBe('Select between 2 and 5 items to compare');
    expect(messages.ORGANISE_VALIDATION.fileTooLarge).toBe('Each image must be at most 10 MB.');
    expect(messages.ORGANISE_VALIDATION.imageTooManyPixels).toBe('Images can be at most 40 megapixels.');
    expect(messages.PROFILE_VALIDATION.fullName).toBe(
      'Full name must be 2-100 characters and contain only letters, spaces, hyphens, and apostrophes',
    );
    expect(messages.PROFILE_VALIDATION.codeFormat).toBe('Please enter a 5-digit verification code');
    expect(messages.AUTH_VALIDATION.referralValid).toBe(
      "Valid referral code! You'll get $5 credit when you sign up.",
    );
    expect(messages.AUTH_ERRORS.accountDeleted).toBe(
      'This account has been deleted. Its data will be permanently removed 30 days after deletion.',
    );
    expect(messages.LINK_READER_ERRORS.timeout).toBe('The page took longer than 5 seconds to answer.');
    expect(messages.LINK_READER_ERRORS.tooLarge).toBe('The page is larger than 2 MB.');
    expect(messages.REFERRAL_TEXTS.rules).toEqual([
      'Your friend gets $5 credit when they sign up with your code.',
      'You get $5 when a friend joins on Basic, and $10 in all when they buy any Premium plan.',
      'You can earn up to $50 of credit per calendar year; there is no limit on referrals.',
      'Credit expires on 31 December of the year it was earned.',
      '$5 of credit comes off your next Premium purchase.',
    ]);
    expect(messages.BILLING_TEXTS.basicFeatures).toContain('One category');
    expect(messages.BILLING_TEXTS.downgradeWarning('1 May', ['Cars'])).toBe(
      'When your plan ends on 1 May you return to Basic, which keeps one category. Cars and their items will be hidden (restored if you upgrade again within 30 days).',
    );
    expect(messages.COMPARE_TEXTS.selectBanner).toBe('Select up to 5 items to compare');
  });
});
