import { describe, expect, it } from 'vitest';
import {
  newEmailSchema,
  passwordChangeFormSchema,
  profileUpdateSchema,
  resetPasswordFormSchema,
  verificationCodeSchema,
} from './account';
import { PASSWORD_CHANGE, PROFILE_VALIDATION } from './messages/index';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('account contracts', () => {
  it('takes exactly 5 digits as a verification code', () => {
    expect(verificationCodeSchema.parse(' 01234 ')).toBe('01234');
    for (const bad of ['1234', '123456', '12a45', ''])
      expect(firstMessage(verificationCodeSchema.safeParse(bad))).toBe(PROFILE_VALIDATION.codeFormat);
  });

  it('checks a new e-mail: required, e-mail shaped, at most 255 characters, lower-cased', () => {
    expect(newEmailSchema.parse(' New@Example.COM ')).toBe('new@example.com');
    expect(firstMessage(newEmailSchema.safeParse(''))).toBe(PROFILE_VALIDATION.newEmailRequired);
    expect(firstMessage(newEmailSchema.safeParse('nope'))).toBe(PROFILE_VALIDATION.newEmailInvalid);
    expect(firstMessage(newEmailSchema.safeParse(`${'a'.repeat(244)}@example.com`))).toBe(
      PROFILE_VALIDATION.newEmailInvalid,
    );
  });

  it('strips script tags from profile values before the rules apply', () => {
    expect(
      profileUpdateSchema.parse({ fullName: '<script>x</script> Ada ', nickname: ' ada_1<script></script>' }),
    ).toEqual({ fullName: 'Ada', nickname: 'ada_1' });
    expect(
      firstMessage(profileUpdateSchema.safeParse({ fullName: '<script>x</script>', nickname: 'ada' })),
    ).toBe(PROFILE_VALIDATION.requiredFields);
  });

  it('has the password dialog rules with the spec messages', () => {
    const check = (currentPassword: string, newPassword: string, confirmPassword: string) =>
      passwordChangeFormSchema.safeParse({ currentPassword, newPassword, confirmPassword });
    expect(check('old-pass', 'new-pass', 'new-pass').success).toBe(true);
    expect(firstMessage(check('', 'new-pass', 'new-pass'))).toBe(PASSWORD_CHANGE.currentRequired);
    expect(firstMessage(check('old-pass', '12345', '12345'))).toBe(PASSWORD_CHANGE.newTooShort);
    expect(firstMessage(check('old-pass', 'old-pass', 'old-pass'))).toBe(PASSWORD_CHANGE.mustDiffer);
    expect(firstMessage(check('old-pass', 'new-pass', 'new-pasS'))).toBe(PASSWORD_CHANGE.doNotMatch);
    expect(
      firstMessage(resetPasswordFormSchema.safeParse({ newPassword: 'abcdef', confirmPassword: 'x' })),
    ).toBe(PASSWORD_CHANGE.doNotMatch);
  });
});
