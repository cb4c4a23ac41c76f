import { API_TOKENS, RATE_LIMITS } from '../limits';
import { MINUTE_MS } from '../time';

const perWindow = (windowMs: number) =>
  windowMs === MINUTE_MS ? 'a minute' : `${windowMs / MINUTE_MS} minutes`;

/** Personal API tokens: what the API answers a token, and the profile's token section. */
export const API_TOKEN_ERRORS = {
  nameRequired: 'Give the token a name',
  nameTooLong: `Use at most ${API_TOKENS.nameMax} characters for the name`,
  scopeInvalid: 'Choose read, or read and write',
  expiryInvalid: `Choose ${API_TOKENS.expiryDays.join(', ')} days, or no expiry`,
  tooMany: `You can have at most ${API_TOKENS.perPersonMax} active tokens: revoke one first`,
  /** 401: the token is unknown, revoked or past its expiry. */
  invalid: 'This API token is not valid: it was revoked, it expired, or it was never issued',
  /** 403: a read token on a route that writes. */
  readOnly: 'This API token can only read: create a token with read and write access to make changes',
  /** 403: any token on a route that changes how the person signs in. */
  accountSecurity:
    'API tokens cannot change how you sign in (password, e-mail, passkeys, two-factor, sessions, tokens, deletion): sign in to Shortlist to do this',
  rateLimited: `This API token made more than ${RATE_LIMITS.apiToken.limit} requests in ${perWindow(
    RATE_LIMITS.apiToken.windowMs,
  )}: wait a moment and try again`,
} as const;

export const API_TOKEN_TEXTS = {
  title: 'API tokens',
  intro:
    'A personal API token lets a script or a REST client act as you, with Authorization: Bearer <token>. It never works for sign-in settings.',
  docsLink: 'API reference',
  create: 'Create token',
  creating: 'Creating…',
  nameLabel: 'Name',
  namePlaceholder: 'Spreadsheet sync',
  scopeLabel: 'Access',
  scopeLabels: { read: 'Read', write: 'Read and write' },
  expiryLabel: 'Expires',
  expiryOption: (days: number) => `In ${days} days`,
  noExpiry: 'Never',
  shownOnceTitle: 'Your new token',
  shownOnce: 'Copy it now: it is shown only this once. Shortlist keeps only a hash of it.',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  empty: 'No tokens yet.',
  lastUsed: 'Last used',
  neverUsed: 'Never used',
  expires: 'Expires',
  neverExpires: 'Never expires',
  created: 'Created',
  revoke: 'Revoke',
  revokeConfirmTitle: (name: string) => `Revoke “${name}”?`,
  revokeConfirm: 'Anything using this token stops working at once. This cannot be undone.',
  revoked: 'Revoked',
  expired: 'Expired',
  revokedToast: 'Token revoked',
  createdToast: 'Token created',
} as const;
