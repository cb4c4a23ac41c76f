import { HOUR_MS, MINUTE_MS } from '@shortlist/contracts';
import type { Logger } from 'pino';
import type { Database, DbOrTx } from '../../db/client';
import type { Mailer, MailMessage } from './mailer';
import { withHtml } from './template';
import {
  insertOutboxMail,
  leaseDueMail,
  markMailFailed,
  markMailSent,
  markMailWithheld,
} from './outbox.repository';

/** Retry policy of the outbox: exponential backoff from 30 s, capped at an hour, for about two days. */
export const OUTBOX_POLICY = {
  firstRetryMs: 30_000,
  maxRetryMs: HOUR_MS,
  maxAttempts: 50,
  leaseMs: 2 * MINUTE_MS,
  batchSize: 20,
} as const;

/** What the outbox needs of the app's deps (AppDeps has all of it; integrations sit below deps.ts). */
export interface OutboxDeps {
  database: Database;
  mailer: Mailer;
  logger: Logger;
  clock: { now(): Date };
  jobs?: { trigger(queue: string): Promise<void> };
}

/** The pg-boss queue that delivers the outbox (see jobs/). */
export const OUTBOX_QUEUE = 'mail-outbox';

/**
 * Queues an e-mail in the caller's transaction: it is sent only if that transaction commits, and then surely
 * (the worker retries until the mail server takes it). Call `kickOutbox` after the commit for prompt delivery.
 * A mail telling of notifications names them (`notificationIds`): the worker re-reads them before sending.
 */
export async function queueMail(
  tx: DbOrTx,
  deps: OutboxDeps,
  message: MailMessage,
  options: { notificationIds?: readonly string[] } = {},
): Promise<void> {
  // every mail leaves with a text and an HTML part, from the one template
  await insertOutboxMail(tx, withHtml(message), deps.clock.now(), options.notificationIds ?? null);
}

/** A mail telling of notifications, as the worker is about to send it. */
export interface NotificationMail {
  to: string;
  subject: string;
  text: string;
  notificationIds: readonly string[];
}

/**
 * What of a mail telling of notifications is still true just before it is sent (the notifications module
 * answers it, by the access rule): null when its reader may see none of them now (the mail is withheld);
 * otherwise the notifications it still tells of, and the message to send instead when some dropped out.
 */
export type NotificationMailCheck = (
  db: DbOrTx,
  mail: NotificationMail,
) => Promise<{ notificationIds: readonly string[]; message?: MailMessage } | null>;

/** Asks the worker to deliver now (after a commit). Without a job runner (tests) the schedule or the test does. */
export function kickOutbox(deps: OutboxDeps): void {
  deps.jobs?.trigger(OUTBOX_QUEUE).catch((err: unknown) => {
    deps.logger.warn({ err }, 'could not trigger the mail outbox; the schedule will deliver');
  });
}

export function retryDelayMs(attempts: number): number {
  return Math.min(OUTBOX_POLICY.firstRetryMs * 2 ** Math.max(0, attempts - 1), OUTBOX_POLICY.maxRetryMs);
}

/**
 * Delivers every due mail through the configured mailer. Each mail is leased first (several workers never send
 * the same one), then marked sent, or rescheduled with backoff when the mail server refuses or is down.
 * A mail telling of notifications is checked at this moment, however long it waited (an SMTP outage, retries):
 * sent as queued, shortened, or withheld when its reader may no longer see what it tells of. Without
 * `checkNotificationMail` such mails are left for a worker that has it, never sent unchecked.
 * Returns how many were sent and how many failed this round.
 */
export async function deliverOutbox(
  deps: OutboxDeps,
  options: { checkNotificationMail?: NotificationMailCheck } = {},
): Promise<{ sent: number; failed: number }> {
  const { db } = deps.database;
  const check = options.checkNotificationMail;
  let sent = 0;
  let failed = 0;
  for (;;) {
    const now = deps.clock.now();
    const batch = await leaseDueMail(db, {
      now,
      leaseMs: OUTBOX_POLICY.leaseMs,
      limit: OUTBOX_POLICY.batchSize,
      withNotifications: check !== undefined,
    });
    for (const mail of batch) {
      try {
        let message: MailMessage = {
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        };
        let changed: { message: MailMessage; notificationIds: readonly string[] } | undefined;
        if (mail.notificationIds && check) {
          const still = await check(db, { ...mail, notificationIds: mail.notificationIds });
          if (!still) {
            await markMailWithheld(db, mail.id);
            deps.logger.info(
              { mailId: mail.id },
              'mail outbox: withheld an e-mail its reader may no longer see',
            );
            continue;
          }
          if (still.message) {
            message = withHtml({ ...still.message, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) });
            changed = { message, notificationIds: still.notificationIds };
          }
        }
        await deps.mailer.send(message);
        await markMailSent(db, mail.id, deps.clock.now(), changed);
        sent += 1;
      } catch (err) {
        failed += 1;
        const giveUp = mail.attempts >= OUTBOX_POLICY.maxAttempts;
        const message = err instanceof Error ? err.message : String(err);
        await markMailFailed(db, mail.id, {
          error: message,
          nextAttemptAt: new Date(deps.clock.now().getTime() + retryDelayMs(mail.attempts)),
          giveUp,
        });
        (giveUp ? deps.logger.error : deps.logger.warn).call(
          deps.logger,
          { mailId: mail.id, attempts: mail.attempts, err: message },
          giveUp ? 'mail outbox: gave up on an e-mail' : 'mail outbox: delivery failed; will retry',
        );
      }
    }
    // a full batch may mean more are due; a failing server stops the round (the rest waits for the next)
    if (batch.length < OUTBOX_POLICY.batchSize || failed > 0) break;
  }
  return { sent, failed };
}
