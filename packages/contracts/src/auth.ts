import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ACCOUNT, INVITATION_LINK, REFERRAL } from './limits';
import { AUTH_VALIDATION, INVITATION_ERRORS, PROFILE_VALIDATION } from './messages/index';
import { PLAN_IDS } from './plans';
import { SESSION_ROUTES } from './session-routes';
import { okSchema, plainString } from './common';

/** UTF-8 length in bytes (counted by hand: contracts type-checks without the DOM's TextEncoder). */
function utf8Bytes(s: string): number {
  let bytes = 0;
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Trimmed, lower-cased e-mail of at most ACCOUNT.emailMax characters. */
export const emailSchema = z
  .string({ error: AUTH_VALIDATION.emailRequired })
  .trim()
  .min(1, AUTH_VALIDATION.emailRequired)
  .max(ACCOUNT.emailMax, AUTH_VALIDATION.emailInvalid)
  .pipe(z.email({ error: AUTH_VALIDATION.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** A new password: at least ACCOUNT.passwordMin characters, at most ACCOUNT.passwordMaxBytes bytes (bcrypt's limit). */
export const newPasswordSchema = z
  .string({ error: AUTH_VALIDATION.passwordTooShort })
  .min(ACCOUNT.passwordMin, AUTH_VALIDATION.passwordTooShort)
  .refine((p) => utf8Bytes(p) <= ACCOUNT.passwordMaxBytes, AUTH_VALIDATION.passwordTooLong);

/** Letters (any script), spaces, hyphens and apostrophes only (accounts §5), with at least one letter: "'t Hart". */
const FULL_NAME_PATTERN = /^[\p{L} '-]+$/u;
const HAS_LETTER = /\p{L}/u;
const NICKNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Full name: 2-100 characters, letters, spaces, hyphens, apostrophes; trimmed. */
export const fullNameSchema = z
  .string({ error: PROFILE_VALIDATION.requiredFields })
  .trim()
  .min(1, PROFILE_VALIDATION.requiredFields)
  .refine(
    (v) =>
      v.length >= ACCOUNT.fullNameMin &&
      v.length <= ACCOUNT.fullNameMax &&
      FULL_NAME_PATTERN.test(v) &&
      HAS_LETTER.test(v),
    PROFILE_VALIDATION.fullName,
  );

/** Nickname: ACCOUNT.nicknameMin to nicknameMax characters, letters, digits, underscore, hyphen; trimmed. */
export const nicknameSchema = z
  .string({ error: PROFILE_VALIDATION.requiredFields })
  .trim()
  .min(1, PROFILE_VALIDATION.requiredFields)
  .refine(
    (v) => v.length >= ACCOUNT.nicknameMin && v.length <= ACCOUNT.nicknameMax && NICKNAME_PATTERN.test(v),
    PROFILE_VALIDATION.nickname,
  );

/** Referral code: optional, upper-cased; blank means none. */
export const referralCodeSchema = z
  .string({ error: AUTH_VALIDATION.referralInvalid })
  .trim()
  .max(REFERRAL.codeMax, AUTH_VALIDATION.referralInvalid)
  .transform((v) => (v === '' ? undefined : v.toUpperCase()))
  .optional();

/** The token of an invitation's link (the fragment of `invitationSignUpPath`), as the link carries it. */
export const invitationTokenSchema = z
  .string({ error: INVITATION_ERRORS.invalid })
  .trim()
  .min(1, INVITATION_ERRORS.invalid)
  .max(INVITATION_LINK.tokenMaxLength, INVITATION_ERRORS.invalid);

export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  fullName: fullNameSchema,
  nickname: nicknameSchema,
  referralCode: referralCodeSchema,
  /**
   * Signing up through an invitation's link: the link proves the address (it went to that inbox), so the account
   * starts confirmed and the folders shared with the address are there at once.
   */
  invitationToken: invitationTokenSchema.optional(),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** The sign-up form: the request plus the confirmation, which must match. */
export const signUpFormSchema = signUpRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_VALIDATION.passwordsDoNotMatch,
  });
export type SignUpForm = z.input<typeof signUpFormSchema>;

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: AUTH_VALIDATION.passwordRequired }).min(1, AUTH_VALIDATION.passwordRequired),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const profileSchema = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  subscriptionPlan: z.enum(PLAN_IDS),
});
export type Profile = z.infer<typeof profileSchema>;

/** The in-app user: the auth user plus profile, isPremium and subscriptionPlan (accounts §3). */
export const appUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** Whether the address is proven (the sign-up link); sharing and paying need it. */
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
  profile: profileSchema,
  isPremium: z.boolean(),
  subscriptionPlan: z.enum(PLAN_IDS),
});
export type AppUser = z.infer<typeof appUserSchema>;

/** Auth session: the access token lives in memory, the refresh token in an httpOnly cookie. */
export const authSessionSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('bearer'),
  expiresIn: z.number().int(),
  expiresAt: z.number().int(),
  user: appUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/** Sign-in's answer when the password was right and a second factor is still needed. */
export const secondStepSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Short-lived proof that the password was right; the second step sends it back. */
  ticket: z.string(),
});
export type SecondStep = z.infer<typeof secondStepSchema>;
/** Sign-in answers the session, or, for an account with two-factor sign-in on, the ticket of its second step. */
export const signInResponseSchema = z.union([authSessionSchema, secondStepSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/**
 * The refresh's answer: the session, and where the live events stood as it answered. A page
 * load refreshes before any read, so the tab's first stream resumes from there, as a reconnect would.
 */
export const refreshedSessionSchema = authSessionSchema.extend({
  /** The newest live event's id (0: none yet); a stream opened with it as `lastEventId` replays what followed. */
  liveEventId: z.number().int().nonnegative(),
});
export type RefreshedSession = z.infer<typeof refreshedSessionSchema>;

export const sessionResponseSchema = z.object({ user: appUserSchema });

export const availabilityResponseSchema = z.object({ available: z.boolean() });
export const emailAvailabilityQuerySchema = z.object({ email: emailSchema });
export const nicknameAvailabilityQuerySchema = z.object({ nickname: nicknameSchema });
/** The referral check takes the code as typed: trimmed and upper-cased like sign-up's field. */
export const referralCheckQuerySchema = z.object({
  code: plainString({ error: AUTH_VALIDATION.referralInvalid })
    .trim()
    .min(1, AUTH_VALIDATION.referralInvalid)
    .max(REFERRAL.codeMax, AUTH_VALIDATION.referralInvalid)
    .transform((v) => v.toUpperCase()),
});
export const referralCheckResponseSchema = z.object({ valid: z.boolean() });

export const authEndpoints = {
  signUp: defineEndpoint({
    ...SESSION_ROUTES.signUp,
    summary: 'Create an account (Basic plan) and start a session',
    tag: 'auth',
    status: 201,
    body: signUpRequestSchema,
    response: authSessionSchema,
  }),
  signIn: defineEndpoint({
    ...SESSION_ROUTES.signIn,
    summary: 'Sign in with e-mail and password (with two-factor sign-in on: the ticket of the second step)',
    tag: 'auth',
    body: signInRequestSchema,
    response: signInResponseSchema,
  }),
  refresh: defineEndpoint({
    ...SESSION_ROUTES.refresh,
    summary: 'Rotate the refresh cookie and issue a new access token',
    tag: 'auth',
    response: refreshedSessionSchema,
  }),
  signOut: defineEndpoint({
    ...SESSION_ROUTES.signOut,
    summary: 'End this session',
    tag: 'auth',
    response: okSchema,
  }),
  session: defineEndpoint({
    ...SESSION_ROUTES.session,
    summary: 'The signed-in user with profile, isPremium and subscriptionPlan',
    tag: 'auth',
    response: sessionResponseSchema,
  }),
  emailAvailability: defineEndpoint({
    method: 'get',
    path: '/api/auth/availability/email',
    summary: 'Whether an e-mail address is free to sign up with',
    tag: 'auth',
    auth: false,
    query: emailAvailabilityQuerySchema,
    response: availabilityResponseSchema,
  }),
  nicknameAvailability: defineEndpoint({
    method: 'get',
    path: '/api/auth/availability/nickname',
    summary: 'Whether a nickname is free (case-insensitive)',
    tag: 'auth',
    auth: false,
    query: nicknameAvailabilityQuerySchema,
    response: availabilityResponseSchema,
  }),
  referralCheck: defineEndpoint({
    method: 'get',
    path: '/api/referrals/check',
    summary: 'Whether a referral code exists and has uses left',
    tag: 'referrals',
    auth: false,
    query: referralCheckQuerySchema,
    response: referralCheckResponseSchema,
  }),
};
