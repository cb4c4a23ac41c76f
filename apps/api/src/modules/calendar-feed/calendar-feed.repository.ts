import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds } from '../../db/schema';

export function findFeedOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ userId: calendarFeeds.userId, salt: calendarFeeds.salt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .then((rows) => rows[0]);
}

export function findFeedByTokenHash(db: DbOrTx, tokenHash: string) {
  return db
    .select({ userId: calendarFeeds.userId, salt: calendarFeeds.salt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .then((rows) => rows[0]);
}

/** The person's feed with a new salt and secret (the row is created on first use). */
export async function upsertFeed(
  db: DbOrTx,
  row: { userId: string; salt: string; tokenHash: string; at: Date },
): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId: row.userId, salt: row.salt, tokenHash: row.tokenHash, createdAt: row.at })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { salt: row.salt, tokenHash: row.tokenHash, createdAt: row.at },
    });
}

export async function deleteFeed(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
