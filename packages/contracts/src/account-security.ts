import { z } from 'zod';
import { authSessionSchema } from './auth';
import { idParamsSchema, okSchema, plainString } from './common';
import { defineEndpoint } from './endpoint';
import { PASSKEY, SECURITY_HISTORY, TWO_FACTOR } from './limits';
import { PASSKEY_ERRORS, TWO_FACTOR_ERRORS } from './messages/account-security';
import { APP_ROUTES } from './paths';

/** Account Settings at its sessions list: the link of every security mail. */
export const ACCOUNT_SESSIONS_PATH = `${APP_ROUTES.profile}#sessions`;

// ---------------------------------------------------------------------------------------------------------
// The WebAuthn JSON a browser answers (what @simplewebauthn/browser's startRegistration/startAuthentication
// return). Extensions and options are the browser's and the server library's words: kept open.

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);
const openRecord = z.record(z.string(), z.unknown());

export const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: openRecord,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});

/** What the authenticator signed, as the browser hands it over. */
export const assertionResponseSchema = z.object({
  clientDataJSON: base64url,
  authenticatorData: base64url,
  signature: base64url,
  userHandle: base64url.optional(),
});

export const authenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: openRecord,
  response: assertionResponseSchema,
});

/** A challenge handed out with its options; the answer names it back (it is used once). */
export const webauthnOptionsResponseSchema = z.object({ challengeId: z.uuid(), options: openRecord });

export const passkeyNameSchema = plainString({ error: PASSKEY_ERRORS.nameRequired })
  .trim()
  .min(1, PASSKEY_ERRORS.nameRequired)
  .max(PASSKEY.nameMax, PASSKEY_ERRORS.nameTooLong);
export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });
export type PasskeyRename = z.input<typeof passkeyRenameSchema>;

export const passkeyRegisterSchema = z.object({
  challengeId: z.uuid(),
  response: registrationResponseSchema,
  name: passkeyNameSchema.optional(),
});

export const passkeyAssertionSchema = z.object({
  challengeId: z.uuid({ error: PASSKEY_ERRORS.challengeExpired }),
  response: authenticationResponseSchema,
});

/** Removing a passkey is confirmed with the password or with another of the person's passkeys. */
export const passkeyRemoveSchema = z.object({
  password: z.string().max(1024).optional(),
  passkey: passkeyAssertionSchema.optional(),
});

export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** A synced passkey (backed up by its provider). */
  synced: z.boolean(),
  transports: z.array(z.string()),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });

// ---------------------------------------------------------------------------------------------------------
// Two-factor (TOTP)

export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_ERRORS.codeRequired })
  .trim()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_ERRORS.codeRequired)
      .regex(new RegExp(`^\\d{${TWO_FACTOR.digits}}$`), TWO_FACTOR_ERRORS.codeFormat),
  );

/** A TOTP code or a recovery code (letters and digits, dashes and spaces ignored). */
export const secondFactorCodeSchema = z
  .string({ error: TWO_FACTOR_ERRORS.codeRequired })
  .trim()
  .transform((v) => v.replace(/[\s-]+/g, ''))
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_ERRORS.codeRequired)
      .max(TWO_FACTOR.recoveryCodeLength * 2, TWO_FACTOR_ERRORS.invalidCode)
      .regex(/^[A-Za-z0-9]+$/, TWO_FACTOR_ERRORS.invalidCode),
  );

const passwordConfirmSchema = z
  .string({ error: TWO_FACTOR_ERRORS.passwordRequired })
  .min(1, TWO_FACTOR_ERRORS.passwordRequired)
  .max(1024);

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  trustedDevices: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** The shared secret in base32, for typing by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code. */
  qrSvg: z.string(),
});
export const twoFactorEnableSchema = z.object({ code: totpCodeSchema });
export type TwoFactorEnable = z.input<typeof twoFactorEnableSchema>;
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const passwordBodySchema = z.object({ password: passwordConfirmSchema });
export type PasswordBody = z.input<typeof passwordBodySchema>;
export const twoFactorDisableSchema = z.object({
  password: passwordConfirmSchema,
  code: secondFactorCodeSchema,
});
export type TwoFactorDisable = z.input<typeof twoFactorDisableSchema>;

// ---------------------------------------------------------------------------------------------------------
// Sign-in's second step

export const twoFactorSignInSchema = z.object({
  ticket: z.string().min(1).max(2048),
  code: secondFactorCodeSchema,
  trustDevice: z.boolean().optional(),
});
export type TwoFactorSignIn = z.input<typeof twoFactorSignInSchema>;
export const twoFactorSignInFormSchema = z.object({ code: secondFactorCodeSchema, trustDevice: z.boolean() });
export type TwoFactorSignInForm = z.input<typeof twoFactorSignInFormSchema>;

// ---------------------------------------------------------------------------------------------------------
// Sessions and the security history

export const accountSessionSchema = z.object({
  /** The refresh-token family: one per sign-in. */
  id: z.uuid(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  deviceType: z.string().nullable(),
  startedAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });

export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'password_reset',
  'email_changed',
  'passkey_added',
  'passkey_removed',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_codes_regenerated',
  'recovery_code_used',
  'trusted_devices_forgotten',
  'token_created',
  'token_revoked',
  'session_ended',
  'other_sessions_ended',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** How a sign-in was made, or why one failed: the `detail` of sign_in / sign_in_failed events. */
export const SIGN_IN_METHODS = [
  'password',
  'passkey',
  'two_factor',
  'recovery_code',
  'trusted_device',
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const securityEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  /** What it concerns: a passkey's or token's name, a sign-in's method, a failure's reason. */
  detail: z.string().nullable(),
  newDevice: z.boolean(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  ip: z.string().nullable(),
  at: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;
export const securityHistorySchema = z.object({
  events: z.array(securityEventSchema).max(SECURITY_HISTORY.pageMax),
});

// ---------------------------------------------------------------------------------------------------------

const security = { accountSecurity: true } as const;

export const signInStepsEndpoints = {
  passkeyOptions: defineEndpoint({
    method: 'post',
    path: '/api/auth/passkey/options',
    summary: `A passkey sign-in challenge (used once, within ${PASSKEY.challengeSeconds} s)`,
    tag: 'auth',
    auth: false,
    ...security,
    response: webauthnOptionsResponseSchema,
  }),
  passkeySignIn: defineEndpoint({
    method: 'post',
    path: '/api/auth/passkey',
    summary: 'Sign in with a passkey (counts as two factors)',
    tag: 'auth',
    auth: false,
    ...security,
    body: passkeyAssertionSchema,
    response: authSessionSchema,
  }),
  twoFactorSignIn: defineEndpoint({
    method: 'post',
    path: '/api/auth/two-factor',
    summary: "Sign-in's second step: a code from the authenticator app, or a recovery code",
    tag: 'auth',
    auth: false,
    ...security,
    body: twoFactorSignInSchema,
    response: authSessionSchema,
  }),
};

export const passkeysEndpoints = {
  list: defineEndpoint({
    method: 'get',
    path: '/api/passkeys',
    summary: "The signed-in person's passkeys",
    tag: 'passkeys',
    auth: true,
    ...security,
    response: passkeyListSchema,
  }),
  registrationOptions: defineEndpoint({
    method: 'post',
    path: '/api/passkeys/registration-options',
    summary: `Options to create a passkey (a challenge used once, within ${PASSKEY.challengeSeconds} s)`,
    tag: 'passkeys',
    auth: true,
    ...security,
    response: webauthnOptionsResponseSchema,
  }),
  register: defineEndpoint({
    method: 'post',
    path: '/api/passkeys',
    summary: 'Store the passkey the browser created',
    tag: 'passkeys',
    auth: true,
    ...security,
    status: 201,
    body: passkeyRegisterSchema,
    response: passkeySchema,
  }),
  confirmOptions: defineEndpoint({
    method: 'post',
    path: '/api/passkeys/confirm-options',
    summary: "A challenge to confirm a change with one of the person's passkeys",
    tag: 'passkeys',
    auth: true,
    ...security,
    response: webauthnOptionsResponseSchema,
  }),
  rename: defineEndpoint({
    method: 'patch',
    path: '/api/passkeys/:id',
    summary: 'Rename a passkey',
    tag: 'passkeys',
    auth: true,
    ...security,
    params: idParamsSchema,
    body: passkeyRenameSchema,
    response: passkeySchema,
  }),
  remove: defineEndpoint({
    method: 'post',
    path: '/api/passkeys/:id/remove',
    summary: 'Remove a passkey, confirmed with the password or another passkey',
    tag: 'passkeys',
    auth: true,
    ...security,
    params: idParamsSchema,
    body: passkeyRemoveSchema,
    response: okSchema,
  }),
};

export const twoFactorEndpoints = {
  status: defineEndpoint({
    method: 'get',
    path: '/api/two-factor',
    summary: 'Whether two-factor sign-in is on, recovery codes left, trusted devices',
    tag: 'two-factor',
    auth: true,
    ...security,
    response: twoFactorStatusSchema,
  }),
  setup: defineEndpoint({
    method: 'post',
    path: '/api/two-factor/setup',
    summary: 'A new authenticator secret (QR code and key), waiting for a first code',
    tag: 'two-factor',
    auth: true,
    ...security,
    response: twoFactorSetupSchema,
  }),
  enable: defineEndpoint({
    method: 'post',
    path: '/api/two-factor/enable',
    summary: `Turn two-factor on with a first code; answers ${TWO_FACTOR.recoveryCodeCount} recovery codes, once; other sessions end`,
    tag: 'two-factor',
    auth: true,
    ...security,
    body: twoFactorEnableSchema,
    response: recoveryCodesSchema,
  }),
  regenerateRecoveryCodes: defineEndpoint({
    method: 'post',
    path: '/api/two-factor/recovery-codes',
    summary: 'New recovery codes (the old ones stop working), confirmed with the password',
    tag: 'two-factor',
    auth: true,
    ...security,
    body: passwordBodySchema,
    response: recoveryCodesSchema,
  }),
  disable: defineEndpoint({
    method: 'post',
    path: '/api/two-factor/disable',
    summary: 'Turn two-factor off with the password and a code',
    tag: 'two-factor',
    auth: true,
    ...security,
    body: twoFactorDisableSchema,
    response: okSchema,
  }),
  forgetTrustedDevices: defineEndpoint({
    method: 'post',
    path: '/api/two-factor/trusted-devices/forget',
    summary: 'Every trusted device asks for a code again',
    tag: 'two-factor',
    auth: true,
    ...security,
    response: okSchema,
  }),
};

export const sessionsEndpoints = {
  list: defineEndpoint({
    method: 'get',
    path: '/api/sessions',
    summary: 'Every active session of the signed-in person, this one marked',
    tag: 'sessions',
    auth: true,
    ...security,
    response: accountSessionListSchema,
  }),
  signOutOne: defineEndpoint({
    method: 'post',
    path: '/api/sessions/:id/sign-out',
    summary: 'End one session at once',
    tag: 'sessions',
    auth: true,
    ...security,
    params: idParamsSchema,
    response: okSchema,
  }),
  signOutOthers: defineEndpoint({
    method: 'post',
    path: '/api/sessions/sign-out-others',
    summary: 'End every session but this one',
    tag: 'sessions',
    auth: true,
    ...security,
    response: okSchema,
  }),
};

export const securityHistoryEndpoints = {
  list: defineEndpoint({
    method: 'get',
    path: '/api/security-history',
    summary: `The signed-in person's security events of the last ${SECURITY_HISTORY.retentionDays} days, newest first`,
    tag: 'security-history',
    auth: true,
    ...security,
    response: securityHistorySchema,
  }),
};
