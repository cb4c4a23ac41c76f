/** Passkeys, two-factor sign-in, the security history and personal API tokens. */

/** Passkeys (WebAuthn). */
export const PASSKEY = {
  /** A challenge handed out is answered once, within this many seconds. */
  challengeSeconds: 300,
  perAccountMax: 20,
  nameMax: 60,
} as const;

/** Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and recovery codes. */
export const TWO_FACTOR = {
  digits: 6,
  periodSeconds: 30,
  /** Time steps either side of now a code is still taken in (a phone's clock a little off). */
  window: 1,
  recoveryCodeCount: 10,
  /** Characters of a recovery code, shown in two groups of five. */
  recoveryCodeLength: 10,
  /** The second step must follow the password within this many minutes. */
  signInTicketMinutes: 5,
  /** Wrong codes per account in `windowMinutes` before the second step is refused for the rest of it. */
  maxFailures: 10,
  windowMinutes: 15,
  trustedDeviceDays: 30,
} as const;

/** The security history and the sessions list. */
export const SECURITY_HISTORY = {
  retentionDays: 90,
  pageMax: 200,
} as const;

/** Personal API tokens: a script or REST client acting as its person through `Authorization: Bearer`. */
export const API_TOKENS = {
  /** Every token starts with this, so secret scanners and the session check can tell one at a glance. */
  prefix: 'slt_',
  /** Random bytes after the prefix (base64url: 43 characters). */
  secretBytes: 32,
  /** The whole token: the prefix and the 43 characters. */
  tokenLength: 47,
  /** Characters of a token kept to tell it apart in the list (the prefix and the first few of the secret). */
  shownStartLength: 10,
  nameMax: 60,
  /** read: GET only; write: everything a session may do except the account-security routes. */
  scopes: ['read', 'write'] as const,
  /** The lifetimes offered, in days; a token may also never expire. */
  expiryDays: [30, 90, 365] as const,
  /** Live (unrevoked, unexpired) tokens one person may hold. */
  perPersonMax: 20,
} as const;
