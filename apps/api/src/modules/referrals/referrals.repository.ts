import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { referralCodes } from '../../db/schema';

/** Whether a code exists with uses left (max_uses null, or uses_count below it). One statement. */
export async function existsUsableReferralCode(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: referralCodes.id })
    .from(referralCodes)
    .where(
      and(
        eq(referralCodes.code, code),
        or(isNull(referralCodes.maxUses), lt(referralCodes.usesCount, referralCodes.maxUses)),
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertReferralCode(db: DbOrTx, values: { userId: string; code: string }) {
  const [row] = await db
    .insert(referralCodes)
    .values(values)
    .returning({ id: referralCodes.id, code: referralCodes.code });
  return row!;
}
