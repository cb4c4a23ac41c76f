import { and, asc, count, desc, eq, gte, inArray, isNull, lt, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, items } from '../../db/schema';

/**
 * The user's live categories with the number of items using each, most used first (ties: oldest first): the
 * first is the one a downgrade keeps. One statement.
 */
export function listCategoryUsage(db: DbOrTx, userId: string) {
  return db
    .select({ id: categories.id, name: categories.name, itemCount: count(items.id) })
    .from(categories)
    .leftJoin(items, eq(items.categoryId, categories.id))
    .where(and(eq(categories.creatorId, userId), isNull(categories.archivedAt)))
    .groupBy(categories.id)
    .orderBy(desc(count(items.id)), asc(categories.createdAt), asc(categories.id));
}

export async function archiveCategories(db: DbOrTx, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(categories)
    .set({ archivedAt: now })
    .where(and(inArray(categories.id, ids), isNull(categories.archivedAt)));
}

/** Brings back what a downgrade hid since `since` (the restore window). */
export async function restoreArchivedCategories(db: DbOrTx, userId: string, since: Date) {
  await db
    .update(categories)
    .set({ archivedAt: null })
    .where(and(eq(categories.creatorId, userId), gte(categories.archivedAt, since)));
}

/** How many categories are hidden and still restorable, and the earliest hiding. */
export async function summariseArchived(db: DbOrTx, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count(), first: min(categories.archivedAt) })
    .from(categories)
    .where(and(eq(categories.creatorId, userId), gte(categories.archivedAt, since)));
  return { count: row?.n ?? 0, firstArchivedAt: row?.first ?? null };
}

/** Categories hidden before `before` (past the restore window), locked until the transaction ends. */
export async function lockCategoriesArchivedBefore(
  tx: DbOrTx,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(lt(categories.archivedAt, before))
    .orderBy(categories.archivedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

/** Deletes these categories (and, by cascade, their items) if still hidden before `before`. */
export async function deleteArchivedCategories(
  db: DbOrTx,
  ids: readonly string[],
  before: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(categories)
    .where(and(inArray(categories.id, [...ids]), lt(categories.archivedAt, before)))
    .returning({ id: categories.id });
  return rows.length;
}
