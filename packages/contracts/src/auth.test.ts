import { describe, expect, it } from 'vitest';
import { AUTH_VALIDATION, PROFILE_VALIDATION } from './messages/index';
import { signInRequestSchema, signUpFormSchema, signUpRequestSchema } from './auth';

const valid = {
  email: '  Ada@Example.COM ',
  password: 'secret1',
  confirmPassword: 'secret1',
  fullName: "  Ada O'Neil-Byron ",
  nickname: 'ada_99',
  referralCode: ' friend_1234abcd ',
};

function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('sign-up', () => {
  it('trims e-mail and full name, lower-cases the e-mail and upper-cases the referral code', () => {
    const data = signUpFormSchema.parse(valid);
    expect(data.email).toBe('ada@example.com');
    expect(data.fullName).toBe("Ada O'Neil-Byron");
    expect(data.referralCode).toBe('FRIEND_1234ABCD');
  });

  it('treats a blank referral code as none', () => {
    expect(signUpRequestSchema.parse({ ...valid, referralCode: '  ' }).referralCode).toBeUndefined();
  });

  it.each([
    ['password', { password: '12345', confirmPassword: '12345' }, AUTH_VALIDATION.passwordTooShort],
    [
      'password',
      { password: 'é'.repeat(37), confirmPassword: 'é'.repeat(37) },
      AUTH_VALIDATION.passwordTooLong,
    ],
    ['confirmPassword', { confirmPassword: 'other1' }, AUTH_VALIDATION.passwordsDoNotMatch],
    ['email', { email: 'not-an-email' }, AUTH_VALIDATION.emailInvalid],
    ['email', { email: '   ' }, AUTH_VALIDATION.emailRequired],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, AUTH_VALIDATION.emailInvalid],
    ['fullName', { fullName: 'A' }, PROFILE_VALIDATION.fullName],
    ['fullName', { fullName: 'Ada 2' }, PROFILE_VALIDATION.fullName],
    ['fullName', { fullName: 'x'.repeat(101) }, PROFILE_VALIDATION.fullName],
    ['fullName', { fullName: ' ' }, PROFILE_VALIDATION.requiredFields],
    ['fullName', { fullName: "-'" }, PROFILE_VALIDATION.fullName],
    ['fullName', { fullName: 'Ada_L' }, PROFILE_VALIDATION.fullName],
    ['nickname', { nickname: 'ab' }, PROFILE_VALIDATION.nickname],
    ['nickname', { nickname: 'a'.repeat(31) }, PROFILE_VALIDATION.nickname],
    ['nickname', { nickname: 'ada lovelace' }, PROFILE_VALIDATION.nickname],
  ])('refuses a bad %s with the spec message', (field, change, message) => {
    expect(messages(signUpFormSchema.safeParse({ ...valid, ...change }))[field]).toBe(message);
  });

  it.each(["'t Hart", 'Jo', 'x'.repeat(100), "Anne-Marie d'Arc"])(
    'accepts the full name %s: letters, spaces, hyphens and apostrophes in any order, 2-100 characters',
    (fullName) => {
      expect(signUpFormSchema.safeParse({ ...valid, fullName }).success).toBe(true);
    },
  );

  it('accepts names in other scripts and 72-byte passwords', () => {
    expect(
      signUpFormSchema.safeParse({
        ...valid,
        fullName: 'Zoë Łukasiewicz',
        password: 'a'.repeat(72),
        confirmPassword: 'a'.repeat(72),
      }).success,
    ).toBe(true);
  });
});

describe('sign-in', () => {
  it('needs an e-mail and a password', () => {
    const result = messages(signInRequestSchema.safeParse({ email: '', password: '' }));
    expect(result.email).toBe(AUTH_VALIDATION.emailRequired);
    expect(result.password).toBe(AUTH_VALIDATION.passwordRequired);
  });
});
