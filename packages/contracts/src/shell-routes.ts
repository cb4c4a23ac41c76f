import type { HttpMethod } from './endpoint';

/*
 * The calls the signed-in shell makes behind every page (the live stream's ticket and stream, the bell's unread
 * count), without their schemas: they load with the first page after the sign-in, and with the schemas they
 * brought zod and half the contracts along (Lighthouse on My Folders; the pattern of FOLDER_ROUTES).
 * `liveEndpoints` (live.ts) and `notificationsEndpoints` (notifications.ts) are built from these, so each path
 * is still written once.
 */

type Routes = Record<string, { method: HttpMethod; path: string; auth: boolean }>;

/** The live events stream's event names. */
export const LIVE_EVENT_NAMES = {
  /** The stream is open; its `id` is where a later reconnect resumes from. */
  ready: 'ready',
  /** Something changed; `data` is a LiveChange. */
  change: 'change',
  /** The stream could not replay everything since the given id: revalidate every resource. */
  revalidateAll: 'revalidate-all',
  /**
   * Sent every `heartbeatMs` (given in `ready`'s data) with no id: a stream that stays silent for longer is dead
   * even if its socket looks open (a network that drops packets without closing), and the SPA opens a new one.
   */
  heartbeat: 'heartbeat',
  /**
   * The server ends the stream now, and says why (`data` is a LiveEnd, no id: the position stays the last event's).
   * `reconnect: true` (its access token expired): open a new stream at once with a fresh ticket from the last
   * event id. `reconnect: false` (the person opened too many): do not reopen it by itself.
   */
  end: 'end',
} as const;

/** Why the server ended a stream (the `end` event's `reason`). */
export const LIVE_END_REASONS = {
  /** The access token that asked for the ticket expired: the stream does not outlive it. */
  tokenExpired: 'token-expired',
  /** The person opened more than LIVE.streamsPerPersonMax streams: their oldest ends. */
  replaced: 'replaced',
} as const;

export const LIVE_ROUTES = {
  ticket: { method: 'post', path: '/api/events/ticket', auth: true },
  stream: { method: 'get', path: '/api/events', auth: false },
} as const satisfies Routes;

export const NOTIFICATION_ROUTES = {
  unreadCount: { method: 'get', path: '/api/notifications/unread-count', auth: true },
} as const satisfies Routes;
