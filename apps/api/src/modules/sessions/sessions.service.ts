import type { AccountSession } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import { kickOutbox } from '../../integrations/mailer/outbox';
import { endOneSession, endOtherSessions, listLiveSessions } from '../auth/auth.service';
import { describeDevice } from '../security-history/device';
import { recordSecurityEvent, type RequestContext } from '../security-history/record-security-event';

/** Every live session of the person (one per refresh-token family), this device's first. */
export async function listSessions(
  deps: AppDeps,
  input: { userId: string; currentSessionId: string | undefined },
): Promise<AccountSession[]> {
  const rows = await listLiveSessions(deps, input.userId);
  const sessions = rows.map((row) => {
    const { browser, system, deviceType } = describeDevice(row.userAgent);
    return {
      id: row.familyId,
      browser,
      system,
      deviceType,
      startedAt: row.startedAt.toISOString(),
      lastActiveAt: row.lastActiveAt.toISOString(),
      current: row.familyId === input.currentSessionId,
    };
  });
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/** Signs one session out at once (another person's, or one already ended: 404), recorded in the history. */
export async function signOutSession(
  deps: AppDeps,
  input: { userId: string; sessionId: string; context: RequestContext },
): Promise<void> {
  const rows = await listLiveSessions(deps, input.userId);
  const ended = rows.find((row) => row.familyId === input.sessionId);
  await deps.database.db.transaction(async (tx) => {
    if (!(await endOneSession(deps, { userId: input.userId, sessionId: input.sessionId, tx })))
      throw errors.notFound();
    const { browser, system } = describeDevice(ended?.userAgent);
    await recordSecurityEvent(tx, deps, {
      userId: input.userId,
      kind: 'session_ended',
      detail: [browser, system].filter(Boolean).join(' / ') || null,
      context: input.context,
    });
  });
  kickOutbox(deps);
}

/** Signs out every session but this one, recorded in the history when any ended. */
export async function signOutOtherSessions(
  deps: AppDeps,
  input: { userId: string; currentSessionId: string | undefined; context: RequestContext },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const ended = await endOtherSessions(deps, {
      userId: input.userId,
      keepSessionId: input.currentSessionId,
      tx,
    });
    if (ended > 0)
      await recordSecurityEvent(tx, deps, {
        userId: input.userId,
        kind: 'other_sessions_ended',
        detail: String(ended),
        context: input.context,
      });
  });
  kickOutbox(deps);
}
