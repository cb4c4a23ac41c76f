import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemMedia } from '../../db/schema';

export type MediaRow = typeof itemMedia.$inferSelect;
export type NewMediaRow = typeof itemMedia.$inferInsert;

/** An item's photos, oldest first (the first one is the item card's cover). One statement. */
export function findMedia(db: DbOrTx, itemId: string): Promise<MediaRow[]> {
  return db
    .select()
    .from(itemMedia)
    .where(eq(itemMedia.itemId, itemId))
    .orderBy(asc(itemMedia.createdAt), asc(itemMedia.id));
}

/** Photos the item keeps when `leaving` are deleted. */
export async function countMediaKept(
  db: DbOrTx,
  itemId: string,
  leaving: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(itemMedia)
    .where(
      leaving.length > 0
        ? and(eq(itemMedia.itemId, itemId), notInArray(itemMedia.id, [...leaving]))
        : eq(itemMedia.itemId, itemId),
    );
  return Number(row?.n ?? 0);
}

export async function insertMedia(db: DbOrTx, rows: NewMediaRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(itemMedia).values(rows);
}

/** Deletes photos of the item; answers the storage paths of the rows that existed. */
export async function deleteMedia(
  db: DbOrTx,
  itemId: string,
  ids: readonly string[],
): Promise<Array<{ filePath: string; thumbnailPath: string | null }>> {
  if (ids.length === 0) return [];
  return db
    .delete(itemMedia)
    .where(and(eq(itemMedia.itemId, itemId), inArray(itemMedia.id, [...ids])))
    .returning({ filePath: itemMedia.filePath, thumbnailPath: itemMedia.thumbnailPath });
}
