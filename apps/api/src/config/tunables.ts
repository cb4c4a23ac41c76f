import { DAY_MS, MINUTE_MS, SECOND_MS } from '@shortlist/contracts';

/**
 * Numbers only the server uses: how its workers pace themselves. They live here, not in contracts, because
 * no user sees them and the web never enforces them; limits a user meets (and the texts naming them) stay
 * in contracts' limits/.
 */

/**
 * Per-IP rate limits in development are this many times contracts' RATE_LIMITS (RATE_LIMIT_MULTIPLIER overrides
 * it): every local browser shares 127.0.0.1, and a morning of trying sign-up, sign-in and codes by hand would
 * otherwise hit limits meant for one address on the internet. Production and the test suites use 1.
 */
export const DEV_RATE_LIMIT_MULTIPLIER = 100;

/** The price-refresh worker. */
export const PRICE_REFRESH_WORKER = {
  /** First retry after a failed read; doubles with every further failure, up to the cap. */
  backoffBaseMs: 30 * MINUTE_MS,
  backoffMaxMs: 7 * DAY_MS,
  /** Items one worker claims per run, and how long a claim holds before another worker may take it over. */
  batchSize: 20,
  claimLeaseMs: 5 * MINUTE_MS,
} as const;

/**
 * What the link reader keeps of a page's raw attribute names and values before matching them to a category's
 * attributes (the item's own limits, ITEM.attributeValueMax..., apply after the match).
 */
export const LINK_READER_PAGE = {
  attributeNameMaxChars: 100,
  attributeValueMaxChars: 200,
} as const;

/** The optional model that maps a page's text to a category's attributes (integrations/link-reader). */
export const LINK_READER_MODEL = {
  /** Page text sent to the model, in characters. */
  textMaxChars: 12_000,
  timeoutMs: 15 * SECOND_MS,
} as const;

/**
 * Paying needs a proven address, except the checkout a new account opens from sign-up's own plan
 * step (accounts spec: "Premium opens a payment checkout in a new tab"): an account this young may pay before
 * its confirmation link is opened. Any later checkout waits for the link.
 */
export const SIGN_UP_CHECKOUT = {
  windowMs: 30 * MINUTE_MS,
} as const;

/**
 * Password hashing: bcrypt runs on worker threads in Linux's SCHED_IDLE class, or at this
 * nice level where that cannot be set, so that when CPU is scarce the requests' thread gets most of it (nice 10
 * weighs about a tenth of nice 0 on Linux).
 */
export const PASSWORD_HASHING = {
  nice: 10,
} as const;

/**
 * Refresh-token rotation: a token already rotated still refreshes for this long after its rotation, answering
 * with its family's live session. A page reload or a closed tab can cut off a refresh after the server rotated
 * the token, so the browser never stores the new cookie and sends the old one again; past the interval that
 * second use counts as a stolen copy and ends the family. Ten seconds, as Supabase Auth's reuse interval.
 */
export const REFRESH_TOKEN_REUSE = {
  intervalMs: 10 * SECOND_MS,
} as const;

/** The live streams; tests pass shorter ones (AppDeps.liveTimings). */
export const LIVE_STREAM = {
  /** A `heartbeat` event this often keeps proxies from closing an idle stream and shows the browser a dead one. */
  heartbeatMs: 15 * SECOND_MS,
  /** Events kept for replay after a reconnect (Last-Event-ID); older ones -> revalidate-all. */
  retentionMs: 10 * MINUTE_MS,
  /** How often an instance with streams deletes events past the retention window. */
  pruneEveryMs: MINUTE_MS,
  /** Events one reconnect replays at most; more -> revalidate-all. */
  replayMax: 500,
  /** What the browser waits before reconnecting by itself (the SSE `retry:` field). */
  reconnectMs: 3 * SECOND_MS,
} as const;
export type LiveTimings = { -readonly [K in keyof typeof LIVE_STREAM]: number };

/** The step-reminder job: reminders taken per run (the rest wait for the next minute's run). */
export const STEP_REMINDERS = {
  batchMax: 500,
} as const;

/** Personal API tokens, as the session check uses them. */
export const API_TOKEN_USE = {
  /** "Last used" is written at most this often per token: a script's burst costs one write, not one each. */
  touchEveryMs: 60_000,
} as const;

/** The webhook-deliveries worker. */
export const WEBHOOK_WORKER = {
  /** Deliveries one run claims (a run then sends them a few at a time). */
  batchSize: 50,
  /** Sent at once within a run. */
  concurrency: 5,
  /** A claim lasts this long: a worker that died mid-send leaves the delivery to the next run after it. */
  claimMs: 60_000,
  /** Characters of a failure kept in the log. */
  errorMax: 200,
} as const;

/** "Download my data": a worker's claim on an archive it is building lapses after this (a crashed worker). */
export const DATA_EXPORT_JOB = {
  leaseMs: 10 * 60 * 1000,
} as const;

/** Reading a sheet for an import: what the column guesses keep and look at. */
export const SHEET_READING = {
  /** Characters of a column header kept. */
  headerMax: 100,
  /** Distinct values up to which a column is offered as a list of options. */
  optionsDetectMax: 8,
} as const;
