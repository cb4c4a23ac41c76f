import { and, asc, count, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, referralCodes, referralCredits, referralTransactions, users } from '../../db/schema';

/** Whether a code exists with uses left (max_uses null, or uses_count below it). One statement. */
export async function existsUsableReferralCode(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: referralCodes.id })
    .from(referralCodes)
    .where(and(eq(referralCodes.code, code), usable()))
    .limit(1);
  return !!row;
}

/**
 * A code with uses left: max_uses null or uses_count below it (accounts §5), whose owner's account is not deleted
 * (a deleted account earns nothing, and its friend's "Valid referral code!" would promise credit from nobody).
 */
function usable() {
  return and(
    or(isNull(referralCodes.maxUses), lt(referralCodes.usesCount, referralCodes.maxUses)),
    sql`exists (select 1 from ${users} where ${users.id} = ${referralCodes.userId} and ${users.deletedAt} is null)`,
  );
}

export async function insertReferralCode(db: DbOrTx, values: { userId: string; code: string }) {
  const [row] = await db
    .insert(referralCodes)
    .values(values)
    .returning({ id: referralCodes.id, code: referralCodes.code });
  return row!;
}

/** Inserts the code unless one with that code exists; answers nothing when it did. */
export async function insertReferralCodeIfAbsent(db: DbOrTx, values: { userId: string; code: string }) {
  const [row] = await db
    .insert(referralCodes)
    .values(values)
    .onConflictDoNothing()
    .returning({ code: referralCodes.code });
  return row;
}

export async function findUserReferralCode(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId))
    .orderBy(asc(referralCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Takes one use of a code if it has one left, atomically: concurrent sign-ups cannot exceed max_uses because
 * the row lock makes the second update re-check the condition. Answers the code's owner, or undefined.
 */
export async function claimReferralCodeUse(db: DbOrTx, code: string): Promise<string | undefined> {
  const [row] = await db
    .update(referralCodes)
    .set({ usesCount: sql`${referralCodes.usesCount} + 1` })
    .where(and(eq(referralCodes.code, code), usable()))
    .returning({ userId: referralCodes.userId });
  return row?.userId;
}

/** The user's credit row of a year, created empty if missing, locked for this transaction. */
export async function lockCreditYear(
  db: DbOrTx,
  values: { userId: string; yearEarned: number; expiresAt: Date },
) {
  await db
    .insert(referralCredits)
    .values({ ...values, earnedCents: 0, availableCents: 0 })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(referralCredits)
    .where(and(eq(referralCredits.userId, values.userId), eq(referralCredits.yearEarned, values.yearEarned)))
    .for('update');
  return row!;
}

export async function addToCredit(db: DbOrTx, id: string, cents: number, now: Date) {
  await db
    .update(referralCredits)
    .set({
      earnedCents: sql`${referralCredits.earnedCents} + ${cents}`,
      availableCents: sql`${referralCredits.availableCents} + ${cents}`,
      updatedAt: now,
    })
    .where(eq(referralCredits.id, id));
}

/** Unexpired credit rows with something left, oldest first, locked: what a purchase spends. */
export async function lockSpendableCredits(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({ id: referralCredits.id, availableCents: referralCredits.availableCents })
    .from(referralCredits)
    .where(
      and(
        eq(referralCredits.userId, userId),
        gte(referralCredits.expiresAt, now),
        gt(referralCredits.availableCents, 0),
      ),
    )
    .orderBy(asc(referralCredits.yearEarned))
    .for('update');
}

export async function spendFromCredit(db: DbOrTx, id: string, cents: number, now: Date) {
  await db
    .update(referralCredits)
    .set({ availableCents: sql`${referralCredits.availableCents} - ${cents}`, updatedAt: now })
    .where(eq(referralCredits.id, id));
}

/** Spendable balance in cents: unexpired credit. One statement. */
export async function sumAvailableCredit(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${referralCredits.availableCents})` })
    .from(referralCredits)
    .where(and(eq(referralCredits.userId, userId), gte(referralCredits.expiresAt, now)));
  return Number(row?.total ?? 0);
}

/** Every credit year of a user, newest first. */
export async function listCredits(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(referralCredits)
    .where(eq(referralCredits.userId, userId))
    .orderBy(desc(referralCredits.yearEarned));
}

export async function countReferrals(db: DbOrTx, referrerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referralTransactions)
    .where(eq(referralTransactions.referrerId, referrerId));
  return row?.n ?? 0;
}

export async function insertReferralTransaction(
  db: DbOrTx,
  values: typeof referralTransactions.$inferInsert,
): Promise<void> {
  await db.insert(referralTransactions).values(values);
}

/** The referral that brought this user in, locked (its premium grant happens once). */
export async function lockReferralOf(db: DbOrTx, referredId: string) {
  const [row] = await db
    .select()
    .from(referralTransactions)
    .where(eq(referralTransactions.referredId, referredId))
    .for('update');
  return row;
}

export async function updateReferralTransaction(
  db: DbOrTx,
  id: string,
  values: { planType: string; referrerCreditAmount: number; updatedAt: Date },
): Promise<void> {
  await db.update(referralTransactions).set(values).where(eq(referralTransactions.id, id));
}

export async function findNickname(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ nickname: profiles.nickname })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.nickname ?? null;
}
