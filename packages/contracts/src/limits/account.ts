/** Accounts, sessions, codes and e-mailed links. */

/** Accounts: spec accounts §5 and §9, DESIGN §4. */
export const ACCOUNT = {
  passwordMin: 6,
  /** bcrypt reads only the first 72 bytes; longer passwords are refused rather than silently cut. */
  passwordMaxBytes: 72,
  emailMax: 255,
  fullNameMin: 2,
  fullNameMax: 100,
  nicknameMin: 3,
  nicknameMax: 30,
  /** Debounce before an availability check runs, in ms. */
  availabilityCheckDelayMs: 500,
  /** Days an account marked deleted is kept before its data is purged. */
  deletionRetentionDays: 30,
  minimumAge: 18,
} as const;

/** Sessions: DESIGN §4. */
export const SESSION = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 30,
  /** The SPA refreshes this long before the access token expires. */
  refreshMarginSeconds: 60,
} as const;

/** Verification codes (password reset, e-mail change): DESIGN §4. */
export const VERIFICATION_CODE = {
  length: 5,
  ttlMinutes: 10,
  maxWrongTries: 5,
  maxFailuresPerAccountPerDay: 10,
  resendIntervalSeconds: 60,
} as const;

/** The one-time links of account e-mails: the sign-up confirmation and the undo of an e-mail change. */
export const ACCOUNT_LINKS = {
  /** Days a sign-up confirmation link works (a new one can be sent from the banner). */
  confirmEmailTtlDays: 7,
  /** Days the old address can undo an e-mail change. */
  undoEmailChangeTtlDays: 14,
  /** Seconds between two confirmation mails (the same interval as codes). */
  resendIntervalSeconds: 60,
  /** The length in bytes of a link's random token (base64url in the link). */
  tokenBytes: 32,
} as const;

/** The link of an invitation to an address without an account: it opens sign-up and proves the address. */
export const INVITATION_LINK = {
  /** Days the link works (the invitation itself stays until the owner cancels it). */
  ttlDays: 14,
  /** The longest token the sign-up request takes (a link's token is ACCOUNT_LINKS.tokenBytes in base64url). */
  tokenMaxLength: 64,
} as const;

/**
 * Wrong passwords per account (whatever the client address): past `maxFailures` in `windowMinutes`, sign-in
 * is refused until the window ends or a password reset by e-mailed code succeeds.
 */
export const SIGN_IN_LOCKOUT = { maxFailures: 10, windowMinutes: 15 } as const;
