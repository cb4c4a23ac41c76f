import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { profiles, users } from '../db/schema';

/** The row a session check needs: one primary-key lookup per authenticated request. */
export async function findSessionUserRow(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      tokensValidAfter: users.tokensValidAfter,
      deletedAt: users.deletedAt,
      subscriptionPlan: profiles.subscriptionPlan,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
