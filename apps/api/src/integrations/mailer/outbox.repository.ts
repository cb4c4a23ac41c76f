import { and, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { MailMessage } from './mailer';

export async function insertOutboxMail(
  db: DbOrTx,
  message: MailMessage,
  now: Date,
  notificationIds: readonly string[] | null = null,
): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      notificationIds: notificationIds ? [...notificationIds] : null,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/**
 * Leases up to `limit` due mails for `leaseMs`: pending, due, and not leased by another worker. One statement,
 * with SKIP LOCKED, so concurrent workers on several instances never take the same row. A worker that cannot
 * re-read notifications (`withNotifications` false) leaves the mails telling of them to one that can.
 */
export async function leaseDueMail(
  db: DbOrTx,
  options: { now: Date; leaseMs: number; limit: number; withNotifications: boolean },
) {
  const conditions: SQL[] = [
    eq(emailOutbox.status, 'pending'),
    lte(emailOutbox.nextAttemptAt, options.now),
    or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, options.now))!,
  ];
  if (!options.withNotifications) conditions.push(isNull(emailOutbox.notificationIds));
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(...conditions))
    .orderBy(emailOutbox.createdAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      lockedUntil: new Date(options.now.getTime() + options.leaseMs),
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      replyTo: emailOutbox.replyTo,
      notificationIds: emailOutbox.notificationIds,
      attempts: emailOutbox.attempts,
    });
}

/** Marks a mail sent; `sent` is what went out when it differs from what was queued (a shortened digest). */
export async function markMailSent(
  db: DbOrTx,
  id: string,
  at: Date,
  sent?: { message: MailMessage; notificationIds: readonly string[] },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: 'sent',
      sentAt: at,
      lockedUntil: null,
      lastError: null,
      ...(sent
        ? {
            subject: sent.message.subject,
            text: sent.message.text,
            html: sent.message.html ?? null,
            notificationIds: [...sent.notificationIds],
          }
        : {}),
    })
    .where(eq(emailOutbox.id, id));
}

/** A mail with nothing left to tell its reader: never sent, never retried. */
export async function markMailWithheld(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'withheld', lockedUntil: null, lastError: null })
    .where(eq(emailOutbox.id, id));
}

export async function markMailFailed(
  db: DbOrTx,
  id: string,
  options: { error: string; nextAttemptAt: Date; giveUp: boolean },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: options.giveUp ? 'failed' : 'pending',
      nextAttemptAt: options.nextAttemptAt,
      lockedUntil: null,
      lastError: options.error.slice(0, 1000),
    })
    .where(eq(emailOutbox.id, id));
}

/** What is waiting, for tests and health reports. */
export async function listOutbox(db: DbOrTx) {
  return db.select().from(emailOutbox).orderBy(emailOutbox.createdAt);
}
