import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailConfirmations, users } from '../../db/schema';

/** The sign-up confirmation's links and the account's confirmed flag (email-confirmation.service.ts). */

/** The account's address and whether it is confirmed. */
export async function findEmailState(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, emailConfirmed: users.emailConfirmed })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Marks the address confirmed, only if it is still the one the link was sent to. */
export async function markEmailConfirmed(db: DbOrTx, userId: string, email: string, at: Date) {
  const rows = await db
    .update(users)
    .set({ emailConfirmed: true, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function insertEmailConfirmation(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; email: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(emailConfirmations).values(values);
}

/** When the newest confirmation link was sent (for the resend interval). */
export async function latestConfirmationSentAt(db: DbOrTx, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: emailConfirmations.createdAt })
    .from(emailConfirmations)
    .where(eq(emailConfirmations.userId, userId))
    .orderBy(sql`${emailConfirmations.createdAt} desc`)
    .limit(1);
  return row?.createdAt;
}

/** Uses a live confirmation link once (a concurrent use loses): its user and address, or nothing. */
export async function consumeEmailConfirmation(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailConfirmations.tokenHash, tokenHash),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, now),
      ),
    )
    .returning({ userId: emailConfirmations.userId, email: emailConfirmations.email });
  return row;
}
