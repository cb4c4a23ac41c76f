import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemRatings } from '../../db/schema';

/** One rating per user per item: insert or replace (upsert on item_id, user_id). */
export async function upsertRating(
  db: DbOrTx,
  values: { itemId: string; userId: string; rating: number; now: Date },
): Promise<void> {
  await db
    .insert(itemRatings)
    .values({
      itemId: values.itemId,
      userId: values.userId,
      rating: values.rating,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [itemRatings.itemId, itemRatings.userId],
      set: { rating: sql`excluded.rating`, updatedAt: sql`excluded.updated_at` },
    });
}

/** Clearing a rating deletes the row. */
export async function deleteRating(db: DbOrTx, itemId: string, userId: string): Promise<void> {
  await db.delete(itemRatings).where(and(eq(itemRatings.itemId, itemId), eq(itemRatings.userId, userId)));
}
