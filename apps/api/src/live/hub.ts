import {
  LIVE,
  LIVE_END_REASONS,
  LIVE_END_TEXTS,
  LIVE_EVENT_NAMES,
  type LiveChange,
  type LiveEnd,
  type LiveReady,
} from '@shortlist/contracts';
import type { LiveTimings } from '../config/tunables';
import type { Database } from '../db/client';
import type { Clock } from '../deps';
import type { Logger } from 'pino';
import { findSessionWithFingerprint } from '../http/revision.repository';
import { changesFor } from './audience';
import {
  LIVE_CHANNEL,
  findLiveEvents,
  findLiveEventsAfter,
  liveEventBounds,
  pruneLiveEvents,
  type LiveEventRow,
} from './live-events.repository';
import type { EventStream } from './sse';

/** One open stream: whose, bound to which session, and where it stands. */
interface Subscriber {
  userId: string;
  /** The session's tokens_valid_after when the ticket was issued: a sign-out moves it and ends the stream. */
  tokensValidAfterMs: number;
  stream: EventStream;
  /** Events that arrived while the stream was being replayed (sent after, unless replayed). */
  pending: Array<{ id: number; change: LiveChange }> | null;
  lastSentId: number;
  /** When the access token that asked for the ticket expires (ms, by the hub's clock): the stream ends then. */
  expiresAtMs: number;
  heartbeat: NodeJS.Timeout;
  expiry: NodeJS.Timeout | undefined;
}

/** What bounds an instance's streams, and the clock access tokens expire by (tests move it). */
export interface LiveLimits {
  clock: Clock;
  /** Streams this instance holds open at once (config liveStreamsMax). */
  maxStreams: number;
}

/** The `end` event of each reason: an expired token's stream is opened again at once, a replaced one is not. */
const ENDS: Record<LiveEnd['reason'], LiveEnd> = {
  [LIVE_END_REASONS.tokenExpired]: {
    reason: LIVE_END_REASONS.tokenExpired,
    reconnect: true,
    message: LIVE_END_TEXTS.tokenExpired,
  },
  [LIVE_END_REASONS.replaced]: {
    reason: LIVE_END_REASONS.replaced,
    reconnect: false,
    message: LIVE_END_TEXTS.replaced,
  },
};

/** setTimeout's longest delay; a later expiry is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The streams of one API instance, fed by PostgreSQL LISTEN/NOTIFY. */
export interface LiveHub {
  /**
   * Opens a person's stream: replays what they missed after `lastEventId` (or a revalidate-all when that is past
   * the retention window), then sends each change they may see until `close` runs, their session ends or the
   * access token behind the ticket expires (an `end` event asks the client to reconnect with a fresh ticket).
   * A person's stream past LIVE.streamsPerPersonMax on this instance ends their oldest (with an `end` saying
   * why). Refused (rejects) when `hasRoom` says no.
   */
  open(input: {
    userId: string;
    tokensValidAfterMs: number;
    /** When the access token that asked for the ticket expires (ms since the epoch). */
    expiresAtMs: number;
    lastEventId: number | undefined;
    stream: EventStream;
  }): Promise<{ close: () => void }>;
  /**
   * Whether a stream of this person may open now: under the instance's cap, or in place of one of theirs (at their
   * own cap, the new one replaces their oldest, so the total does not grow). Synchronous: checked and followed by
   * `open` with nothing awaited between, no other request can take the room.
   */
  hasRoom(userId: string): boolean;
  /** Streams open on this instance. */
  readonly size: number;
  /** Ends every stream and stops listening (shutdown; a client reconnects to another instance). */
  close(): Promise<void>;
}

export function createLiveHub(
  database: Database,
  logger: Logger,
  timings: LiveTimings,
  limits: LiveLimits,
): LiveHub {
  const ready: LiveReady = { heartbeatMs: timings.heartbeatMs };
  const db = database.db;
  const subscribers = new Set<Subscriber>();
  let listening: Promise<() => Promise<void>> | undefined;
  let prune: NodeJS.Timeout | undefined;
  let closed = false;

  const send = (sub: Subscriber, id: number, change: LiveChange) => {
    sub.stream.send(LIVE_EVENT_NAMES.change, id, change);
    sub.lastSentId = Math.max(sub.lastSentId, id);
  };

  const drop = (sub: Subscriber) => {
    clearInterval(sub.heartbeat);
    clearTimeout(sub.expiry);
    subscribers.delete(sub);
    sub.stream.end();
  };

  /** Says why the stream ends (no id: the client resumes from the last event it got), then ends it. */
  const end = (sub: Subscriber, reason: LiveEnd['reason']) => {
    if (!subscribers.has(sub)) return;
    sub.stream.send(LIVE_EVENT_NAMES.end, undefined, ENDS[reason]);
    drop(sub);
  };

  const expired = (sub: Subscriber) => limits.clock.now().getTime() >= sub.expiresAtMs;

  /**
   * Ends the stream when its token expires. The timer fires then by the clock it was set by; the clock is asked
   * again when it fires (and at every beat), so a clock that moved otherwise (a suspended machine, a test's clock)
   * is what decides.
   */
  const watchExpiry = (sub: Subscriber) => {
    const left = sub.expiresAtMs - limits.clock.now().getTime();
    if (left <= 0) return end(sub, LIVE_END_REASONS.tokenExpired);
    sub.expiry = setTimeout(() => watchExpiry(sub), Math.min(left, MAX_TIMER_MS));
    sub.expiry.unref();
  };

  const streamsOf = (userId: string) => [...subscribers].filter((sub) => sub.userId === userId);

  /** Ends the streams of people whose session ended (sign-out, revocation, deletion) since their ticket. */
  const checkSessions = async (userIds: readonly string[]) => {
    for (const sub of [...subscribers]) {
      if (!userIds.includes(sub.userId)) continue;
      const row = await findSessionWithFingerprint(database, sub.userId, undefined);
      if (!row || row.deletedAt || row.tokensValidAfter.getTime() !== sub.tokensValidAfterMs) drop(sub);
    }
  };

  const deliver = async (events: readonly LiveEventRow[], to: readonly Subscriber[]) => {
    const sessions = events.filter((e) => e.kind === 'session').flatMap((e) => e.userIds);
    if (sessions.length > 0) await checkSessions(sessions);
    const live = to.filter((sub) => subscribers.has(sub));
    if (live.length === 0) return;
    const heard = await changesFor(db, events, [...new Set(live.map((sub) => sub.userId))]);
    for (const sub of live) {
      for (const entry of heard.get(sub.userId) ?? []) {
        if (sub.pending) sub.pending.push(entry);
        else send(sub, entry.id, entry.change);
      }
    }
  };

  /*
   * Notified ids wait here and go out one batch at a time, each batch by id: a delivery never overtakes an earlier
   * one (NOTIFY arrives in commit order), so the id a stream last heard (its Last-Event-ID) never passes an event
   * committed before it and not yet heard.
   */
  let notified: number[] = [];
  let delivering = false;
  const deliverNotified = async () => {
    delivering = true;
    try {
      while (notified.length > 0) {
        const ids = notified;
        notified = [];
        try {
          const events = await findLiveEvents(db, ids);
          if (events.length > 0) await deliver(events, [...subscribers]);
        } catch (err) {
          logger.warn({ err, ids }, 'live events not delivered');
        }
      }
    } finally {
      delivering = false;
    }
  };

  const onNotify = (payload: string) => {
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || subscribers.size === 0) return;
    notified.push(id);
    if (!delivering) void deliverNotified();
  };

  /** After the LISTEN connection came back: each stream catches up from its last event. */
  const onResume = () => {
    for (const sub of subscribers) {
      void replay(sub, sub.lastSentId).catch((err: unknown) =>
        logger.warn({ err }, 'live replay after reconnect failed'),
      );
    }
  };

  const startListening = () => {
    listening ??= database.listen(LIVE_CHANNEL, onNotify, onResume);
    if (!prune) {
      prune = setInterval(() => {
        pruneLiveEvents(db, timings.retentionMs).catch((err: unknown) =>
          logger.warn({ err }, 'live events not pruned'),
        );
      }, timings.pruneEveryMs);
      prune.unref();
    }
    return listening;
  };

  /** Sends what `sub` missed after `afterId`, or revalidate-all when that is no longer known. */
  const replay = async (sub: Subscriber, afterId: number) => {
    const { minId, maxId } = await liveEventBounds(db);
    const newest = maxId ?? 0;
    const lost = afterId > newest || (minId !== null && afterId < minId - 1);
    const events = lost ? [] : await findLiveEventsAfter(db, afterId, timings.replayMax + 1);
    if (lost || events.length > timings.replayMax) {
      sub.stream.send(LIVE_EVENT_NAMES.revalidateAll, newest, {});
      sub.lastSentId = newest;
      return new Set<number>();
    }
    await checkSessions(events.filter((e) => e.kind === 'session').flatMap((e) => e.userIds));
    if (!subscribers.has(sub)) return new Set<number>();
    const replayed = new Set<number>();
    for (const entry of (await changesFor(db, events, [sub.userId])).get(sub.userId) ?? []) {
      send(sub, entry.id, entry.change);
      replayed.add(entry.id);
    }
    // events this person does not hear still move their position
    sub.lastSentId = Math.max(sub.lastSentId, events.at(-1)?.id ?? afterId);
    return replayed;
  };

  const hasRoom = (userId: string) =>
    subscribers.size < limits.maxStreams || streamsOf(userId).length >= LIVE.streamsPerPersonMax;

  return {
    get size() {
      return subscribers.size;
    },
    hasRoom,
    async open({ userId, tokensValidAfterMs, expiresAtMs, lastEventId, stream }) {
      if (closed) throw new Error('live hub closed');
      if (!hasRoom(userId)) throw new Error('live hub full');
      // the oldest first (a Set keeps the order streams opened in): one more than the cap once this one is in
      const theirs = streamsOf(userId);
      for (const old of theirs.slice(0, Math.max(0, theirs.length + 1 - LIVE.streamsPerPersonMax))) {
        end(old, LIVE_END_REASONS.replaced);
      }
      const sub: Subscriber = {
        userId,
        tokensValidAfterMs,
        stream,
        pending: [],
        lastSentId: 0,
        expiresAtMs,
        heartbeat: setInterval(() => {
          if (expired(sub)) end(sub, LIVE_END_REASONS.tokenExpired);
          else stream.heartbeat();
        }, timings.heartbeatMs),
        expiry: undefined,
      };
      sub.heartbeat.unref();
      subscribers.add(sub);
      watchExpiry(sub);
      // a token that expired before its stream opened: ended at once, with nothing to replay or listen for
      if (!subscribers.has(sub)) return { close: () => undefined };
      try {
        // listen first: an event committed while the replay reads is then heard, not lost
        await startListening();
        let replayed = new Set<number>();
        if (lastEventId === undefined) {
          const { maxId } = await liveEventBounds(db);
          sub.lastSentId = maxId ?? 0;
          stream.send(LIVE_EVENT_NAMES.ready, sub.lastSentId, ready);
        } else {
          replayed = await replay(sub, lastEventId);
          stream.send(LIVE_EVENT_NAMES.ready, sub.lastSentId, ready);
        }
        const pending = sub.pending ?? [];
        sub.pending = null;
        for (const entry of pending) if (!replayed.has(entry.id)) send(sub, entry.id, entry.change);
      } catch (err) {
        drop(sub);
        throw err;
      }
      return { close: () => drop(sub) };
    },
    async close() {
      closed = true;
      for (const sub of [...subscribers]) drop(sub);
      clearInterval(prune);
      const stop = await listening?.catch(() => undefined);
      await stop?.();
    },
  };
}
