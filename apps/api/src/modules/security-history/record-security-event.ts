import {
  ACCOUNT_SESSIONS_PATH,
  DAY_MS,
  SECURITY_HISTORY,
  appUrl,
  type SecurityEventKind,
} from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { queueMail } from '../../integrations/mailer/outbox';
import { securityEventMail } from './security-history.mails';
import {
  deleteSecurityEventsBefore,
  findMailAddress,
  insertSecurityEvent,
} from './security-history.repository';

export type { RequestContext };

export interface SecurityEventInput {
  userId: string;
  kind: SecurityEventKind;
  /** What it concerns: a passkey's or token's name, a sign-in's method, a failure's reason. */
  detail?: string | null;
  /** A sign-in from a browser this account has not signed in from before. */
  newDevice?: boolean;
  context?: RequestContext;
}

/** Kinds that are no change: a sign-in mails only from a new device, a failed one never. */
const QUIET_KINDS: ReadonlySet<SecurityEventKind> = new Set(['sign_in', 'sign_in_failed']);

/**
 * Records a security event in the person's history, in the caller's transaction, and queues the e-mail that
 * tells them (every change, and a sign-in from a new device) with the link to review their sessions. The
 * caller calls `kickOutbox(deps)` after its commit. Events older than the history's retention go here too.
 */
export async function recordSecurityEvent(
  db: DbOrTx,
  deps: AppDeps,
  event: SecurityEventInput,
): Promise<void> {
  const now = deps.clock.now();
  const userAgent = event.context?.userAgent ?? null;
  const ip = event.context?.ip ?? null;
  const newDevice = event.newDevice ?? false;
  const detail = event.detail ?? null;
  await insertSecurityEvent(db, {
    userId: event.userId,
    kind: event.kind,
    detail,
    newDevice,
    userAgent,
    ip,
    createdAt: now,
  });
  await deleteSecurityEventsBefore(
    db,
    event.userId,
    new Date(now.getTime() - SECURITY_HISTORY.retentionDays * DAY_MS),
  );
  const newDeviceSignIn = event.kind === 'sign_in' && newDevice;
  if (QUIET_KINDS.has(event.kind) && !newDeviceSignIn) return;
  const to = await findMailAddress(db, event.userId);
  if (!to) return;
  const reviewLink = appUrl(deps.config.publicUrl, ACCOUNT_SESSIONS_PATH);
  await queueMail(
    db,
    deps,
    securityEventMail({ to, kind: event.kind, newDeviceSignIn, detail, userAgent, ip, at: now, reviewLink }),
  );
}
