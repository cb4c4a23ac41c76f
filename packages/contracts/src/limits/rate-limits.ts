/** How often a client may ask, and how much one request may carry. */

import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time';

/** Per-IP request budgets. */
export const RATE_LIMITS = {
  signIn: { windowMs: 15 * MINUTE_MS, limit: 20 },
  signUp: { windowMs: HOUR_MS, limit: 10 },
  availability: { windowMs: MINUTE_MS, limit: 60 },
  contact: { windowMs: HOUR_MS, limit: 5 },
  /** Sending and checking verification codes (one budget); per-account limits carry the real weight. */
  codes: { windowMs: 15 * MINUTE_MS, limit: 20 },
  /** Link previews ("fill from link"), counted per signed-in user. */
  linkPreview: { windowMs: HOUR_MS, limit: 60 },
  /** "Refresh now" on an item's price card, counted per signed-in user (each one reads a page). */
  priceRefreshNow: { windowMs: HOUR_MS, limit: 20 },
  /** Public read-only link pages and their API reads, valid token or not. */
  publicLink: { windowMs: MINUTE_MS, limit: 60 },
  /** Comments written, counted per signed-in user (a flood is refused with a clear message). */
  comments: { windowMs: MINUTE_MS, limit: 10 },
  /**
   * Live stream tickets, counted per signed-in person: a tab asks one when it opens, when its access token ends
   * and after a drop. A tab refused one waits and asks again later, as after any failed connect.
   */
  liveTickets: { windowMs: MINUTE_MS, limit: 60 },
  /** The same tickets counted per client address (many people behind one office or mobile network). */
  liveTicketsPerIp: { windowMs: MINUTE_MS, limit: 300 },
  /** Sign-in's second step and passkey sign-in, per client address (sign-in's own budget, counted apart). */
  twoFactor: { windowMs: 15 * MINUTE_MS, limit: 20 },
  /** Passkey, two-factor and session changes, counted per signed-in person. */
  accountSecurity: { windowMs: 15 * MINUTE_MS, limit: 60 },
  /** Passkey sign-in challenges, per client address: /auth asks one on every load (the e-mail field offers passkeys). */
  passkeyOptions: { windowMs: MINUTE_MS, limit: 30 },
  /** Requests made with one personal API token, whatever the route (a script's loop is refused, not the person). */
  apiToken: { windowMs: MINUTE_MS, limit: 120 },
  /** Spreadsheet reads, previews and imports into folders, counted per signed-in person. */
  folderImport: { windowMs: HOUR_MS, limit: 120 },
  /** "Download my data" requests, counted per person: each one builds a whole archive. */
  dataExport: { windowMs: DAY_MS, limit: 3 },
} as const;

/** Seconds a client is told to wait (Retry-After) when the database or the shared counters do not answer. */
export const RETRY_AFTER_SECONDS = 5;

/** Any request body, whatever the route: what is bounded before anything walks it. */
export const REQUEST_BODY = {
  /**
   * Objects and arrays inside one another. The deepest contract body nests a handful; without a bound a body
   * nested thousands deep overflows the stack of any recursive walk of it.
   */
  maxDepth: 32,
} as const;
