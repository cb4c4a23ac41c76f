import { and, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailChangeUndos, profiles, users, verificationCodes } from '../../db/schema';

export type CodePurpose = 'reset' | 'email_change';

// ---------------------------------------------------------------------------------------------------------
// users and profiles

/** A live (not deleted) account by e-mail, with what the reset flow needs. */
export async function findLiveUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findUserCredentials(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string, at: Date) {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
}

/**
 * Sets the account's address; `confirmed` when the setter proved it (the undo link sent to it), not when a
 * confirmation link is still to be opened (an e-mail change).
 */
export async function updateEmail(
  db: DbOrTx,
  userId: string,
  email: string,
  at: Date,
  options: { confirmed: boolean },
) {
  await db
    .update(users)
    .set({ email, emailConfirmed: options.confirmed, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}

export async function emailInUse(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return !!row;
}

/** Case-insensitive, served by the unique index on lower(nickname). */
export async function nicknameTakenByOther(db: DbOrTx, nickname: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.nickname}) = lower(${nickname})`, ne(profiles.id, userId)))
    .limit(1);
  return !!row;
}

/** Updates the profile (creating it if an old account has none). */
export async function upsertProfileNames(
  db: DbOrTx,
  userId: string,
  values: { fullName: string; nickname: string },
  at: Date,
) {
  await db
    .insert(profiles)
    .values({ id: userId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: profiles.id, set: { ...values, updatedAt: at } });
}

export async function markUserDeleted(db: DbOrTx, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------------------
// verification codes

const live = (userId: string, purpose: CodePurpose) =>
  and(
    eq(verificationCodes.userId, userId),
    eq(verificationCodes.purpose, purpose),
    isNull(verificationCodes.consumedAt),
    isNull(verificationCodes.supersededAt),
  );

/** When the newest code of this purpose was sent (for VERIFICATION_CODE.resendIntervalSeconds). */
export async function latestCodeSentAt(
  db: DbOrTx,
  userId: string,
  purpose: CodePurpose,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(sql`${verificationCodes.createdAt} desc`)
    .limit(1);
  return row?.createdAt;
}

/** Wrong tries of the user's codes (any purpose) sent since `since`. */
export async function countRecentFailures(db: DbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${verificationCodes.attempts}), 0)::int` })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), gt(verificationCodes.createdAt, since)));
  return Number(row?.total ?? 0);
}

export async function supersedeLiveCodes(db: DbOrTx, userId: string, purpose: CodePurpose, at: Date) {
  await db.update(verificationCodes).set({ supersededAt: at }).where(live(userId, purpose));
}

export async function insertCode(
  db: DbOrTx,
  values: {
    userId: string;
    purpose: CodePurpose;
    codeHash: string;
    target?: string | null;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(verificationCodes).values(values);
}

/**
 * Takes one try of the live, unexpired code atomically: counts it as wrong up front (so concurrent guesses can
 * never exceed the bound) and hands back the hash to compare. Nothing when no try is left.
 */
export async function reserveCodeTry(
  db: DbOrTx,
  options: { userId: string; purpose: CodePurpose; now: Date; maxTries: number },
) {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        live(options.userId, options.purpose),
        gt(verificationCodes.expiresAt, options.now),
        lt(verificationCodes.attempts, options.maxTries),
      ),
    )
    .returning({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      target: verificationCodes.target,
    });
  return row;
}

/** Gives back a reserved try that turned out right. */
export async function releaseCodeTry(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`greatest(${verificationCodes.attempts} - 1, 0)` })
    .where(eq(verificationCodes.id, id));
}

/** Uses a code once: only if it is still live and unexpired (a concurrent use loses). */
export async function consumeCode(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        isNull(verificationCodes.supersededAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------------------
// one-time links: the undo of an e-mail change (the sign-up confirmation's are auth's)

export async function insertEmailChangeUndo(
  db: DbOrTx,
  values: {
    userId: string;
    tokenHash: string;
    oldEmail: string;
    newEmail: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(emailChangeUndos).values(values);
}

/** Uses a live undo link once (a concurrent use loses): its user and the address to restore, or nothing. */
export async function consumeEmailChangeUndo(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailChangeUndos)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChangeUndos.tokenHash, tokenHash),
        isNull(emailChangeUndos.usedAt),
        gt(emailChangeUndos.expiresAt, now),
      ),
    )
    .returning({ userId: emailChangeUndos.userId, oldEmail: emailChangeUndos.oldEmail });
  return row;
}

/** Whether another account holds the address. */
export async function emailUsedByOther(db: DbOrTx, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return !!row;
}

// ---------------------------------------------------------------------------------------------------------
// purge of deleted accounts

/**
 * Accounts deleted before the cutoff, locked until the transaction ends (so none is restored between reading
 * what it owns and deleting it); rows another purge holds are skipped.
 */
export async function lockAccountsDeletedBefore(tx: DbOrTx, cutoff: Date, limit: number) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(lte(users.deletedAt, cutoff))
    .orderBy(users.deletedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

/**
 * Deletes the user rows; the foreign keys cascade to profile, sessions, codes, referral code, folders (and
 * with them items, photos rows, notes, steps, ratings), categories still created by them (and their items) and
 * the user's ratings elsewhere.
 * Re-checks the deletion mark so that nothing restored in between is touched.
 */
export async function deleteAccounts(db: DbOrTx, userIds: string[], cutoff: Date): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await db
    .delete(users)
    .where(and(inArray(users.id, userIds), lte(users.deletedAt, cutoff)))
    .returning({ id: users.id });
  return rows.length;
}
