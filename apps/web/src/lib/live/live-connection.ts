import {
  LIVE_EVENT_NAMES,
  LIVE_ROUTES,
  type LiveChange,
  type LiveEnd,
  type LiveReady,
  type liveEndpoints,
} from '@shortlist/contracts';
import { callRoute, endpointUrl } from '../api-client';

export interface LiveHandlers {
  onChange(change: LiveChange): void;
  /**
   * Anything may have changed unheard: the server could not replay (revalidate-all), or a first stream with no
   * position to start from became ready: what was published between the page's reads and its `ready` is never
   * replayed to it.
   */
  onRevalidateAll(): void;
}

/**
 * Where the tab's stream stands: `connecting` until its first `ready`, `live` from then, `reconnecting` after a
 * drop until a new stream is ready, `paused` when the server ended it for good (the person opened too many
 * elsewhere) until the tab comes back. A reconnect the server asks for (its access token expired) stays `live`:
 * nothing is missed, so nothing may look disconnected.
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'paused';

export interface LiveConnectionOptions extends LiveHandlers {
  /** Told each time the status changes (it starts `connecting`). */
  onStatus?(status: LiveStatus): void;
  /** Tests pass a fake; the browser's otherwise. */
  EventSourceImpl?: typeof EventSource;
  /**
   * A live event id read before the page's reads (the page load's session refresh answers one: live-start.ts).
   * The first stream opens from it as a reconnect would: the server replays what followed, so its `ready` asks
   * for nothing. Without it, the first stream's `ready` is a revalidate-all.
   */
  startFrom?: string | undefined;
  /** Asks for a stream ticket (tests pass their own; the API's otherwise). */
  getTicket?: () => Promise<string>;
  /**
   * The first wait before reconnecting after a drop; doubles up to `maxRetryMs`. Each wait is drawn between half
   * and all of it, so the tabs a restarted instance dropped together do not come back together.
   */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * A stream silent for this many of its heart-beat intervals is taken for dead: a network that drops packets
 * without closing the socket leaves EventSource waiting for the system's TCP timeout (minutes) otherwise.
 */
const SILENT_HEARTBEATS = 2.5;

// from the zod-free route: the stream opens behind every signed-in page, and must not bring the schemas along
const defaultTicket = async () => (await callRoute<typeof liveEndpoints.ticket>(LIVE_ROUTES.ticket)).ticket;

/**
 * The tab's one live stream. A ticket (Bearer) opens `GET /api/events`; each event's id is kept,
 * so after a network drop or a server restart the stream is opened again with a fresh ticket and `lastEventId`,
 * and the server replays what was missed (or says revalidate-all). The first stream starts from `startFrom`, a
 * position read before the page's reads, in the same way; one opened without any id has nothing to replay from:
 * its `ready` is taken as a revalidate-all, so the reads the page made before the stream listened catch up. The
 * browser's own reconnect is not used: it would present the spent ticket. A stream that falls silent past its
 * heart-beats is dropped and opened again. An `end` the server sends is followed: a reconnect at once (fresh
 * ticket, last event id, no wait and no status change) when its access token expired, none when it was replaced.
 */
export function connectLive(options: LiveConnectionOptions): { close(): void } {
  const Impl = options.EventSourceImpl ?? globalThis.EventSource;
  const getTicket = options.getTicket ?? defaultTicket;
  const firstRetry = options.retryMs ?? 1_000;
  // a page waits at most this long after its server came back (the cluster test's restart shows it)
  const maxRetry = options.maxRetryMs ?? 8_000;
  let lastEventId = options.startFrom;
  let source: EventSource | undefined;
  let retry = firstRetry;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  /** A ticket is being fetched: the stream is on its way (a wake then must not open a second one). */
  let opening = false;
  /** Drops a stream that stopped talking; armed by `ready` (which says how often the server beats). */
  let silence: ReturnType<typeof setTimeout> | undefined;
  let silentAfterMs: number | undefined;
  let status: LiveStatus = 'connecting';
  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };

  const heard = () => {
    if (silentAfterMs === undefined) return;
    clearTimeout(silence);
    silence = setTimeout(() => {
      silentAfterMs = undefined;
      reconnectLater();
    }, silentAfterMs);
  };

  const track = (event: MessageEvent) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    heard();
  };

  /** Closes the current stream and stops listening for its silence. */
  const letGo = () => {
    source?.close();
    source = undefined;
    clearTimeout(timer);
    clearTimeout(silence);
    silentAfterMs = undefined;
  };

  const reconnectLater = () => {
    if (closed) return;
    letGo();
    if (status !== 'connecting') setStatus('reconnecting');
    timer = setTimeout(open, retry * (0.5 + Math.random() / 2));
    retry = Math.min(retry * 2, maxRetry);
  };

  async function open() {
    if (closed || !Impl) return;
    let ticket: string;
    opening = true;
    try {
      ticket = await getTicket();
    } catch {
      reconnectLater();
      return;
    } finally {
      opening = false;
    }
    if (closed) return;
    // no id yet (a first stream without a start, or every earlier one failed before its ready): no replay will come
    const catchUpOnReady = !lastEventId;
    const url = endpointUrl(LIVE_ROUTES.stream, {}, lastEventId ? { ticket, lastEventId } : { ticket });
    const next = new Impl(url);
    source = next;
    next.addEventListener(LIVE_EVENT_NAMES.ready, (event) => {
      const message = event as MessageEvent<string>;
      try {
        const { heartbeatMs } = JSON.parse(message.data) as Partial<LiveReady>;
        if (typeof heartbeatMs === 'number' && heartbeatMs > 0)
          silentAfterMs = heartbeatMs * SILENT_HEARTBEATS;
      } catch {
        // a server without heart-beat events: the socket's own errors are all there is to go on
      }
      track(message);
      retry = firstRetry;
      setStatus('live');
      if (catchUpOnReady) options.onRevalidateAll();
    });
    next.addEventListener(LIVE_EVENT_NAMES.heartbeat, heard);
    next.addEventListener(LIVE_EVENT_NAMES.change, (event) => {
      const message = event as MessageEvent<string>;
      track(message);
      try {
        options.onChange(JSON.parse(message.data) as LiveChange);
      } catch {
        // a malformed event changes nothing; the next one or a focus revalidation catches up
      }
    });
    next.addEventListener(LIVE_EVENT_NAMES.revalidateAll, (event) => {
      track(event as MessageEvent);
      options.onRevalidateAll();
    });
    next.addEventListener(LIVE_EVENT_NAMES.end, (event) => {
      if (source !== next) return;
      let reconnect = true;
      try {
        reconnect =
          (JSON.parse((event as MessageEvent<string>).data) as Partial<LiveEnd>).reconnect !== false;
      } catch {
        // an end without its reason: taken as the planned one, which loses nothing either way
      }
      // closed before the server's own close reaches it: that close is then no drop, and the browser does not
      // reconnect by itself with the spent ticket. The old stream goes first, so this person's next one does not
      // count as one more of theirs against the server's cap.
      letGo();
      if (reconnect) {
        retry = firstRetry;
        void open();
      } else setStatus('paused');
    });
    next.onerror = () => {
      if (source === next) reconnectLater();
    };
  }

  const wake = () => {
    // back online or back to the tab: a stream waiting to reconnect tries now
    if (!source && !opening && !closed && globalThis.document?.visibilityState !== 'hidden') {
      clearTimeout(timer);
      retry = firstRetry;
      void open();
    }
  };
  globalThis.addEventListener?.('online', wake);
  globalThis.document?.addEventListener('visibilitychange', wake);
  void open();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      clearTimeout(silence);
      source?.close();
      globalThis.removeEventListener?.('online', wake);
      globalThis.document?.removeEventListener('visibilitychange', wake);
    },
  };
}
