import type { Request, Response } from 'express';
import {
  LIVE,
  LIVE_ERRORS,
  SECOND_MS,
  SERVICE_TEXTS,
  type LiveTicket,
  type Presence,
} from '@shortlist/contracts';
import { requireItemAccess } from '../../access/folder-access';
import { LIVE_STREAM } from '../../config/tunables';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import { findSessionWithFingerprint } from '../../http/revision.repository';
import type { SessionUser } from '../../http/session';
import { openEventStream } from '../../live/sse';
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

export async function createTicket(deps: AppDeps, user: SessionUser): Promise<LiveTicket> {
  const row = await sessionRow(deps, user.id);
  if (!row) throw errors.unauthenticated(LIVE_ERRORS.ticketInvalid);
  const { ticket, expiresAt } = await counting(() =>
    issueTicket(deps.rateLimitStore.counters, {
      userId: user.id,
      tokensValidAfterMs: row.tokensValidAfter.getTime(),
    }),
  );
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** Where a reconnect resumes: the browser's own `Last-Event-ID`, else the SPA's `lastEventId`. */
function resumeFrom(req: Request, fromQuery: string | undefined): number | undefined {
  const header = req.get('last-event-id');
  const value = header && /^\d{1,18}$/.test(header) ? header : fromQuery;
  return value === undefined ? undefined : Number(value);
}

/**
 * Opens the caller's event stream: 401 without a ticket, with a spent, expired or altered one, or when the
 * session it was issued in has ended; otherwise the stream stays open until the client leaves, the session
 * ends (any instance's sign-out) or this instance shuts down.
 */
export async function openStream(
  deps: AppDeps,
  req: Request,
  res: Response,
  query: { ticket?: string | undefined; lastEventId?: string | undefined },
): Promise<void> {
  if (!query.ticket) throw errors.unauthenticated(LIVE_ERRORS.ticketMissing);
  const ticket = query.ticket;
  const holder = await counting(() => redeemTicket(deps.rateLimitStore.counters, ticket));
  if (!holder) throw errors.unauthenticated(LIVE_ERRORS.ticketInvalid);
  const row = await sessionRow(deps, holder.userId);
  if (!row || row.tokensValidAfter.getTime() !== holder.tokensValidAfterMs) {
    throw errors.unauthenticated(LIVE_ERRORS.ticketInvalid);
  }
  const hub = deps.live;
  if (!hub) throw new AppError('SERVICE_UNAVAILABLE', SERVICE_TEXTS.unavailable);
  const stream = openEventStream(res, deps.liveTimings?.reconnectMs ?? LIVE_STREAM.reconnectMs);
  let closed = false;
  let close = () => {
    closed = true;
  };
  req.on('close', () => close());
  try {
    const opened = await hub.open({
      userId: holder.userId,
      tokensValidAfterMs: holder.tokensValidAfterMs,
      lastEventId: resumeFrom(req, query.lastEventId),
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
