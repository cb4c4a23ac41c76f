import {
  LIVE,
  LIVE_ERRORS,
  SECOND_MS,
  SERVICE_TEXTS,
  type LiveTicket,
  type Presence,
} from '@shortlist/contracts';
import { requireItemAccess } from '../../access/folder-access';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import { findSessionWithFingerprint } from '../../http/revision.repository';
import type { SessionUser } from '../../http/session';
import type { EventStream } from '../../live/sse';
import { deletePresence, findPresentOthers, upsertPresence } from './live.repository';
import { issueTicket, redeemTicket } from './live-tickets';

/** The shared counters failing (Redis down) refuse: a stream is never opened on an unchecked ticket. */
async function counting<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', SERVICE_TEXTS.unavailable);
  }
}

/** The live session row of a user: tokens_valid_after binds a ticket, and a later sign-out ends the stream. */
async function sessionRow(deps: AppDeps, userId: string) {
  const row = await findSessionWithFingerprint(deps.database, userId, undefined);
  return row && !row.deletedAt ? row : undefined;
}

/** A ticket for the caller's stream, bound to their session and to the expiry of the token that asks for it. */
export async function createTicket(deps: AppDeps, user: SessionUser): Promise<LiveTicket> {
  const row = await sessionRow(deps, user.id);
  const expiresAtMs = user.credentialExpiresAtMs;
  if (!row || expiresAtMs === undefined) throw errors.unauthenticated(LIVE_ERRORS.ticketInvalid);
  const { ticket, expiresAt } = await counting(() =>
    issueTicket(deps.rateLimitStore.counters, {
      userId: user.id,
      tokensValidAfterMs: row.tokensValidAfter.getTime(),
      tokenExpiresAtMs: expiresAtMs,
    }),
  );
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** The stream a router opens once the ticket is admitted: the response's events, and its end. */
export interface LiveConnection {
  stream: EventStream;
  /** Runs `listener` once the client has gone. */
  onClose(listener: () => void): void;
}

/**
 * Opens the caller's event stream: 401 without a ticket, with a spent, expired or altered one, when the session
 * it was issued in has ended or the access token that asked for it has expired; 503 + Retry-After when this
 * instance holds all the streams it may. Otherwise `connect()` sends the stream's headers and the stream stays
 * open until the client leaves, the session ends (any instance's sign-out), the token expires (an `end` event
 * asks for a reconnect), the person opens more than LIVE.streamsPerPersonMax, or this instance shuts down.
 * `lastEventId` is where a reconnect resumes.
 */
export async function openStream(
  deps: AppDeps,
  input: { ticket?: string | undefined; lastEventId?: number | undefined },
  connect: () => LiveConnection,
): Promise<void> {
  if (!input.ticket) throw errors.unauthenticated(LIVE_ERRORS.ticketMissing);
  const ticket = input.ticket;
  const holder = await counting(() => redeemTicket(deps.rateLimitStore.counters, ticket));
  if (!holder) throw errors.unauthenticated(LIVE_ERRORS.ticketInvalid);
  const row = await sessionRow(deps, holder.userId);
  if (
    !row ||
    row.tokensValidAfter.getTime() !== holder.tokensValidAfterMs ||
    holder.tokenExpiresAtMs <= deps.clock.now().getTime()
  ) {
    throw errors.unauthenticated(LIVE_ERRORS.ticketInvalid);
  }
  const hub = deps.live;
  if (!hub) throw new AppError('SERVICE_UNAVAILABLE', SERVICE_TEXTS.unavailable);
  // nothing is awaited from here to hub.open: the room checked is the room taken
  if (!hub.hasRoom(holder.userId)) throw new AppError('SERVICE_UNAVAILABLE', LIVE_ERRORS.serverFull);
  const { stream, onClose } = connect();
  let closed = false;
  let close = () => {
    closed = true;
  };
  onClose(() => close());
  try {
    const opened = await hub.open({
      userId: holder.userId,
      tokensValidAfterMs: holder.tokensValidAfterMs,
      expiresAtMs: holder.tokenExpiresAtMs,
      lastEventId: input.lastEventId,
      stream,
    });
    close = opened.close;
    if (closed) close();
  } catch (err) {
    // the headers are sent: the stream just ends, and the browser reconnects
    deps.logger.warn({ err }, 'live stream not opened');
    stream.end();
  }
}

const PRESENCE_EXPIRY_MS = LIVE.presenceExpirySeconds * SECOND_MS;

/** A heartbeat from an open item page: who else has it open, and who holds staged changes there. */
export async function heartbeat(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  editing: boolean,
): Promise<Presence> {
  await requireItemAccess(deps.database.db, user.id, itemId, 'view');
  const now = deps.clock.now();
  await upsertPresence(deps.database.db, { itemId, userId: user.id, editing, seenAt: now });
  const others = await findPresentOthers(
    deps.database.db,
    itemId,
    user.id,
    new Date(now.getTime() - PRESENCE_EXPIRY_MS),
  );
  return {
    others: others.map(({ editing: isEditing, ...ref }) => ({
      user: { id: ref.id, nickname: ref.nickname, fullName: ref.fullName, avatarUrl: ref.avatarUrl },
      editing: isEditing,
    })),
  };
}

export async function leave(deps: AppDeps, user: SessionUser, itemId: string): Promise<void> {
  await requireItemAccess(deps.database.db, user.id, itemId, 'view');
  await deletePresence(deps.database.db, itemId, user.id);
}
