import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recoveryCodes, totpAuthenticators, trustedDevices } from '../../db/schema';

export async function findAuthenticator(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(totpAuthenticators)
    .where(eq(totpAuthenticators.userId, userId))
    .limit(1);
  return row;
}

/** A new secret waiting for its first code (it replaces one that waited before). */
export async function savePendingAuthenticator(db: DbOrTx, userId: string, secret: string, at: Date) {
  await db
    .insert(totpAuthenticators)
    .values({ userId, secret, confirmedAt: null, lastUsedStep: null, createdAt: at })
    .onConflictDoUpdate({
      target: totpAuthenticators.userId,
      set: { secret, confirmedAt: null, lastUsedStep: null, createdAt: at },
    });
}

/**
 * Takes a code's time step: only if it is later than the last one taken, so two requests with the same code
 * cannot both pass. With `confirm`, the waiting authenticator becomes the account's.
 */
export async function takeStep(
  db: DbOrTx,
  options: { userId: string; step: number; confirmAt?: Date },
): Promise<boolean> {
  const rows = await db
    .update(totpAuthenticators)
    .set({ lastUsedStep: options.step, ...(options.confirmAt ? { confirmedAt: options.confirmAt } : {}) })
    .where(
      and(
        eq(totpAuthenticators.userId, options.userId),
        or(isNull(totpAuthenticators.lastUsedStep), lt(totpAuthenticators.lastUsedStep, options.step)),
      ),
    )
    .returning({ userId: totpAuthenticators.userId });
  return rows.length === 1;
}

export async function deleteAuthenticator(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(totpAuthenticators).where(eq(totpAuthenticators.userId, userId));
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: string, hashes: string[], at: Date) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length > 0)
    await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
}

/** Uses a recovery code once: marks it used only if it was not, and says whether this call did. */
export async function useRecoveryCode(
  db: DbOrTx,
  userId: string,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function deleteRecoveryCodes(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function insertTrustedDevice(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; userAgent: string | null; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(trustedDevices).values(values);
}

export async function findLiveTrustedDevice(db: DbOrTx, userId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, userId),
        eq(trustedDevices.tokenHash, tokenHash),
        gt(trustedDevices.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function countLiveTrustedDevices(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, now)));
  return row?.n ?? 0;
}

/** Forgets every trusted device of the person; answers how many were live or not. */
export async function deleteTrustedDevices(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .delete(trustedDevices)
    .where(eq(trustedDevices.userId, userId))
    .returning({ id: trustedDevices.id });
  return rows.length;
}
