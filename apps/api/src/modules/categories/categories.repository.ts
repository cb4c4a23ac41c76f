import type { AttributeType, Preference } from '@shortlist/contracts';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { categories, categoryAttributes, items, profiles } from '../../db/schema';

/**
 * People the user shares a folder with, in one statement: owners of the trees where the user collaborates
 * and the collaborators of those folders and their ancestors, plus the collaborators on the user's own folders.
 */
export async function findCoMemberIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await rawRows<{ userId: string }>(
    db,
    sql`with recursive up(id, parent_folder_id, owner_id) as (
      select f.id, f.parent_folder_id, f.owner_id
      from folder_collaborators fc join folders f on f.id = fc.folder_id
      where fc.user_id = ${userId}
      union
      select p.id, p.parent_folder_id, p.owner_id from up join folders p on p.id = up.parent_folder_id
    ),
    members(user_id) as (
      select owner_id from up
      union select fc.user_id from folder_collaborators fc join up on fc.folder_id = up.id
      union select fc.user_id from folder_collaborators fc join folders f on f.id = fc.folder_id
        where f.owner_id = ${userId}
    )
    select user_id::text as "userId" from members where user_id <> ${userId}`,
  );
  return rows.map((r) => r.userId);
}

export interface CategoryRow {
  id: string;
  name: string;
  description: string;
  creatorId: string;
  creatorNickname: string | null;
  usageCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface AttributeRow {
  id: string;
  categoryId: string;
  name: string;
  displayOrder: number;
  isRequired: boolean;
  attributeType: AttributeType;
  defaultValue: string | null;
  options: string[];
  unit: string | null;
  preference: Preference;
}

/** Live (not archived) categories matching `where`, with creator nickname and "used in N items". */
function selectCategories(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      creatorId: categories.creatorId,
      creatorNickname: profiles.nickname,
      usageCount: sql<number>`(select count(*)::int from items i where i.category_id = ${categories.id})`,
      createdAt: categories.createdAt,
      updatedAt: categories.updatedAt,
    })
    .from(categories)
    .leftJoin(profiles, eq(profiles.id, categories.creatorId))
    .where(and(isNull(categories.archivedAt), where));
}

/** Categories created by any of the given users, newest first. */
export function findCategoriesByCreators(db: DbOrTx, creatorIds: readonly string[]): Promise<CategoryRow[]> {
  return selectCategories(db, inArray(categories.creatorId, [...creatorIds])).orderBy(
    desc(categories.createdAt),
    asc(categories.id),
  );
}

export async function findCategoryById(db: DbOrTx, categoryId: string): Promise<CategoryRow | undefined> {
  const [row] = await selectCategories(db, eq(categories.id, categoryId)).limit(1);
  return row;
}

/** A live category's name and creator with its attributes in display order: one statement (Add Item's check). */
export async function findCategoryWithAttributes(
  db: DbOrTx,
  categoryId: string,
): Promise<{ id: string; name: string; creatorId: string; attributes: AttributeRow[] } | undefined> {
  const [row] = await rawRows<{ id: string; name: string; creatorId: string; attributes: AttributeRow[] }>(
    db,
    sql`select c.id, c.name, c.creator_id as "creatorId", coalesce((
        select json_agg(json_build_object('id', a.id, 'categoryId', a.category_id, 'name', a.name,
          'displayOrder', a.display_order, 'isRequired', a.is_required, 'attributeType', a.attribute_type,
          'defaultValue', a.default_value, 'options', a.options, 'unit', a.unit, 'preference', a.preference) order by a.display_order, a.created_at)
        from category_attributes a where a.category_id = c.id), '[]'::json) as attributes
      from categories c where c.id = ${categoryId} and c.archived_at is null`,
  );
  return row;
}

/** findCategoryWithAttributes as one json value (null: none) inside a caller's statement. */
export function categoryJsonSql(categoryId: string): SQL {
  return sql`(select row_to_json(x) from (
      select c.id, c.name, c.creator_id as "creatorId", coalesce((
        select json_agg(json_build_object('id', a.id, 'categoryId', a.category_id, 'name', a.name,
          'displayOrder', a.display_order, 'isRequired', a.is_required, 'attributeType', a.attribute_type,
          'defaultValue', a.default_value, 'options', a.options, 'unit', a.unit, 'preference', a.preference) order by a.display_order, a.created_at)
        from category_attributes a where a.category_id = c.id), '[]'::json) as attributes
      from categories c where c.id = ${categoryId} and c.archived_at is null) x)`;
}

/** Attributes of the given categories in display order. */
export function findAttributes(db: DbOrTx, categoryIds: readonly string[]): Promise<AttributeRow[]> {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: categoryAttributes.id,
      categoryId: categoryAttributes.categoryId,
      name: categoryAttributes.name,
      displayOrder: categoryAttributes.displayOrder,
      isRequired: categoryAttributes.isRequired,
      attributeType: categoryAttributes.attributeType,
      defaultValue: categoryAttributes.defaultValue,
      options: categoryAttributes.options,
      unit: categoryAttributes.unit,
      preference: categoryAttributes.preference,
    })
    .from(categoryAttributes)
    .where(inArray(categoryAttributes.categoryId, [...categoryIds]))
    .orderBy(asc(categoryAttributes.displayOrder), asc(categoryAttributes.createdAt));
}

/** Serialises category creation per user (the Basic-plan count cannot race). */
export async function lockUserCategories(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select id from profiles where id = ${userId} for update`);
}

export async function countLiveCategories(db: DbOrTx, creatorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(categories)
    .where(and(eq(categories.creatorId, creatorId), isNull(categories.archivedAt)));
  return Number(row?.n ?? 0);
}

/** The user's oldest live category, or undefined when they have none. */
export async function findFirstLiveCategory(db: DbOrTx, creatorId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.creatorId, creatorId), isNull(categories.archivedAt)))
    .orderBy(asc(categories.createdAt), asc(categories.id))
    .limit(1);
  return row?.id;
}

/** A live category the user created, or undefined. */
export async function findOwnedCategory(
  db: DbOrTx,
  userId: string,
  categoryId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(eq(categories.id, categoryId), eq(categories.creatorId, userId), isNull(categories.archivedAt)),
    )
    .limit(1);
  return row;
}

export async function insertCategory(
  db: DbOrTx,
  values: { name: string; description: string; creatorId: string; createdAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(categories)
    .values({ ...values, updatedAt: values.createdAt })
    .returning({ id: categories.id });
  return row!.id;
}

export async function updateCategory(
  db: DbOrTx,
  categoryId: string,
  values: { name: string; description: string; updatedAt: Date },
): Promise<void> {
  await db.update(categories).set(values).where(eq(categories.id, categoryId));
}

export type AttributeValues = Omit<AttributeRow, 'id' | 'categoryId'>;

export async function insertAttributes(
  db: DbOrTx,
  categoryId: string,
  rows: readonly AttributeValues[],
): Promise<void> {
  if (rows.length > 0) await db.insert(categoryAttributes).values(rows.map((r) => ({ ...r, categoryId })));
}

export async function updateAttribute(
  db: DbOrTx,
  categoryId: string,
  attributeId: string,
  values: AttributeValues,
): Promise<void> {
  await db
    .update(categoryAttributes)
    .set(values)
    .where(and(eq(categoryAttributes.id, attributeId), eq(categoryAttributes.categoryId, categoryId)));
}

/** Removes the category's attributes not in `keepIds` (their item values go with them). */
export async function deleteAttributesExcept(
  db: DbOrTx,
  categoryId: string,
  keepIds: readonly string[],
): Promise<void> {
  await db
    .delete(categoryAttributes)
    .where(
      and(
        eq(categoryAttributes.categoryId, categoryId),
        keepIds.length > 0 ? notInArray(categoryAttributes.id, [...keepIds]) : undefined,
      ),
    );
}

/** Deletes a category's items, then the category; answers how many items went. */
export async function deleteCategoryWithItems(db: DbOrTx, categoryId: string): Promise<number> {
  const deleted = await db.delete(items).where(eq(items.categoryId, categoryId)).returning({ id: items.id });
  await db.delete(categories).where(eq(categories.id, categoryId));
  return deleted.length;
}

/**
 * A copy of a category for another user, with its attributes (name, type, order, rules), so that values copied
 * with it keep their meaning. Two statements; answers the new category and its attribute ids by name.
 */
export async function copyCategoryWithAttributes(
  db: DbOrTx,
  input: { sourceCategoryId: string; creatorId: string; description: string; now: Date },
): Promise<{ id: string; attributeIds: Map<string, string> }> {
  const now = input.now.toISOString();
  const [category] = await rawRows<{ id: string }>(
    db,
    sql`
    insert into categories (name, description, creator_id, created_at, updated_at)
    select name, ${input.description}, ${input.creatorId}::uuid, ${now}::timestamptz, ${now}::timestamptz
    from categories where id = ${input.sourceCategoryId}
    returning id
  `,
  );
  const id = category!.id;
  const attributes = await rawRows<{ id: string; name: string }>(
    db,
    sql`
    insert into category_attributes (category_id, name, display_order, is_required, attribute_type, default_value,
      options, unit, preference, created_at)
    select ${id}::uuid, name, display_order, is_required, attribute_type, default_value, options, unit, preference,
      created_at
    from category_attributes where category_id = ${input.sourceCategoryId}
    returning id, name
  `,
  );
  return { id, attributeIds: new Map(attributes.map((a) => [a.name, a.id])) };
}
