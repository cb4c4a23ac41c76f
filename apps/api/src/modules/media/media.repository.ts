import { and, asc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { categories, folders, itemMedia, items } from '../../db/schema';

export type MediaRow = typeof itemMedia.$inferSelect;
export type NewMediaRow = typeof itemMedia.$inferInsert;

/** The storage paths (photo and thumbnail) of photo rows. */
type FileRow = { filePath: string; thumbnailPath: string | null };
const pathsOf = (rows: FileRow[]): string[] =>
  rows.flatMap((r) => (r.thumbnailPath ? [r.filePath, r.thumbnailPath] : [r.filePath]));
const fileColumns = { filePath: itemMedia.filePath, thumbnailPath: itemMedia.thumbnailPath };

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

/** The photos of these items, oldest first. One statement. */
export function findMediaOfItems(db: DbOrTx, itemIds: readonly string[]): Promise<MediaRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(itemMedia)
    .where(inArray(itemMedia.itemId, [...itemIds]))
    .orderBy(asc(itemMedia.createdAt), asc(itemMedia.id));
}

export async function insertMedia(db: DbOrTx, rows: NewMediaRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(itemMedia).values(rows);
}

/** Deletes photos of the item; answers how many rows existed and their storage paths. */
export async function deleteMedia(
  db: DbOrTx,
  itemId: string,
  ids: readonly string[],
): Promise<{ count: number; files: string[] }> {
  if (ids.length === 0) return { count: 0, files: [] };
  const rows = await db
    .delete(itemMedia)
    .where(and(eq(itemMedia.itemId, itemId), inArray(itemMedia.id, [...ids])))
    .returning(fileColumns);
  return { count: rows.length, files: pathsOf(rows) };
}

/** The files of the photos of items matching `where` (a condition on `items`). One statement. */
async function findFilesOfItemsWhere(db: DbOrTx, where: SQL | undefined): Promise<string[]> {
  return pathsOf(
    await db
      .select(fileColumns)
      .from(itemMedia)
      .innerJoin(items, eq(items.id, itemMedia.itemId))
      .where(where),
  );
}

/** The files of the photos of these items. One statement. */
export async function findFilesOfItems(db: DbOrTx, itemIds: readonly string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  return pathsOf(
    await db
      .select(fileColumns)
      .from(itemMedia)
      .where(inArray(itemMedia.itemId, [...itemIds])),
  );
}

/** The files of the photos of the items in these folders and all their subfolders. One statement. */
export async function findFilesOfFolderTrees(db: DbOrTx, folderIds: readonly string[]): Promise<string[]> {
  if (folderIds.length === 0) return [];
  const start = sql.join(
    folderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await rawRows<FileRow>(
    db,
    sql`with recursive subtree(id) as (
      select f.id from folders f where f.id in (${start})
      union all
      select f.id from folders f join subtree s on f.parent_folder_id = s.id
    )
    select m.file_path as "filePath", m.thumbnail_path as "thumbnailPath"
    from item_media m join items i on i.id = m.item_id
    where i.folder_id in (select id from subtree)`,
  );
  return pathsOf(rows);
}

/** The files of the photos of the items of these categories. One statement. */
export function findFilesOfCategories(db: DbOrTx, categoryIds: readonly string[]): Promise<string[]> {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return findFilesOfItemsWhere(db, inArray(items.categoryId, [...categoryIds]));
}

/**
 * The files of the photos of the items deleting these users takes by cascade: the items in their folders and
 * the items (in anyone's folders) of the categories they created at the time of the call. One statement.
 */
export function findFilesOfUsers(db: DbOrTx, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  const ids = [...userIds];
  return findFilesOfItemsWhere(
    db,
    or(
      inArray(
        items.folderId,
        db.select({ id: folders.id }).from(folders).where(inArray(folders.ownerId, ids)),
      ),
      inArray(
        items.categoryId,
        db.select({ id: categories.id }).from(categories).where(inArray(categories.creatorId, ids)),
      ),
    ),
  );
}
