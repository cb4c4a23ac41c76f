import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jsonTable } from '../../db/json-table';
import { categories, categoryAttributes, folders, items } from '../../db/schema';

/** A category and the owner of a folder tree in which items use it. */
export interface CategoryUse {
  categoryId: string;
  ownerId: string;
}

/** The copies made for the owners: which category (and attribute) id stands for which in an owner's trees. */
export interface CategoryCopies {
  categories: { categoryId: string; ownerId: string; copyId: string }[];
  attributes: { attributeId: string; ownerId: string; copyId: string }[];
}

/**
 * Locks the categories these users created until the transaction ends: an item cannot start (or stop) using
 * one of them meanwhile, so what is handed over is exactly what other owners use. One statement.
 */
export async function lockCategoriesOf(tx: DbOrTx, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.creatorId, [...userIds]))
    .for('update');
}

/**
 * The categories these users created that items in folder trees of OTHER owners use (the tree owner is
 * folders.owner_id), one row per category and owner. One statement.
 */
export function findCategoryUsesByOtherOwners(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<CategoryUse[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  const ids = [...userIds];
  return db
    .selectDistinct({ categoryId: items.categoryId, ownerId: folders.ownerId })
    .from(items)
    .innerJoin(folders, eq(folders.id, items.folderId))
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(and(inArray(categories.creatorId, ids), notInArray(folders.ownerId, ids)))
    .orderBy(asc(items.categoryId), asc(folders.ownerId));
}

/** Makes each owner the creator of the category (with its attributes and item values as they are). One statement. */
export async function transferCategories(db: DbOrTx, uses: readonly CategoryUse[]): Promise<void> {
  if (uses.length === 0) return;
  const rows = uses.map((u) => ({ category_id: u.categoryId, owner_id: u.ownerId }));
  await db.execute(sql`update categories c set creator_id = m.owner_id
    from ${jsonTable(rows, 'category_id uuid, owner_id uuid')}
    where c.id = m.category_id`);
}

/**
 * Gives each owner their own copy of the category, attributes included, and answers which copy stands for
 * which original for whom (the items move to their copies in the items feature). Four statements, whatever
 * the number of owners.
 */
export async function copyCategoriesForOwners(
  db: DbOrTx,
  uses: readonly CategoryUse[],
): Promise<CategoryCopies> {
  if (uses.length === 0) return { categories: [], attributes: [] };
  const categoryIds = [...new Set(uses.map((u) => u.categoryId))];
  const originals = await db.select().from(categories).where(inArray(categories.id, categoryIds));
  const attributes = await db
    .select()
    .from(categoryAttributes)
    .where(inArray(categoryAttributes.categoryId, categoryIds));

  const categoryCopies = uses.map((u) => ({ ...u, copyId: randomUUID() }));
  const attributeCopies = categoryCopies.flatMap((c) =>
    attributes
      .filter((a) => a.categoryId === c.categoryId)
      .map((a) => ({ attribute: a, ownerId: c.ownerId, categoryCopyId: c.copyId, copyId: randomUUID() })),
  );
  const original = new Map(originals.map((c) => [c.id, c]));
  await db
    .insert(categories)
    .values(
      categoryCopies.map((c) => ({ ...original.get(c.categoryId)!, id: c.copyId, creatorId: c.ownerId })),
    );
  if (attributeCopies.length > 0)
    await db
      .insert(categoryAttributes)
      .values(attributeCopies.map((a) => ({ ...a.attribute, id: a.copyId, categoryId: a.categoryCopyId })));
  return {
    categories: categoryCopies,
    attributes: attributeCopies.map((a) => ({
      attributeId: a.attribute.id,
      ownerId: a.ownerId,
      copyId: a.copyId,
    })),
  };
}
