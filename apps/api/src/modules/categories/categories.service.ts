import {
  type BodyOf,
  type Category,
  CATEGORY,
  type categoriesEndpoints,
  ORGANISE_ERRORS,
} from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { requireFolderAccess, type FolderAccess } from '../../access/folder-access';
import { collectFilesOfCategories, removeFilesAfterCommit } from '../media/media.service';
import { presentCategories } from './categories.presenter';
import {
  type AttributeRow,
  type AttributeValues,
  copyCategoryWithAttributes,
  countLiveCategories,
  deleteAttributesExcept,
  deleteCategoryWithItems,
  findAttributes,
  findCategoriesByCreators,
  findCategoryById,
  findCategoryWithAttributes,
  categoryJsonSql,
  findCoMemberIds,
  findFirstLiveCategory,
  findOwnedCategory,
  insertAttributes,
  insertCategory,
  lockUserCategories,
  updateAttribute,
  updateCategory as updateCategoryRow,
} from './categories.repository';

export type { AttributeRow } from './categories.repository';

export type CategoryInput = BodyOf<typeof categoriesEndpoints.create>;

/** True when the category is the user's own and live (not hidden by a downgrade). One statement. */
export async function isOwnLiveCategory(db: DbOrTx, userId: string, categoryId: string): Promise<boolean> {
  return (await findOwnedCategory(db, userId, categoryId)) !== undefined;
}

/** A category's attribute ids by name (values copied from elsewhere are matched by name). One statement. */
export async function attributeIdsByName(db: DbOrTx, categoryId: string): Promise<Map<string, string>> {
  return new Map((await findAttributes(db, [categoryId])).map((a) => [a.name, a.id]));
}

/**
 * The one category a Basic user's copied items go into (a public link's "Save a copy"): their live category,
 * or undefined when they have none yet (the copy may then make one). Holds the user's category lock for the
 * caller's transaction, as creating a category does, so the plan's one-category rule holds.
 */
export async function basicPlanCategoryInTransaction(
  tx: DbOrTx,
  userId: string,
): Promise<string | undefined> {
  await lockUserCategories(tx, userId);
  return findFirstLiveCategory(tx, userId);
}

/**
 * A copy of someone's category for the user, with its attributes, inside a caller's transaction (a public
 * link's "Save a copy"). Two statements; answers the copy and its attribute ids by name.
 */
export function copyCategoryInTransaction(
  tx: DbOrTx,
  input: { sourceCategoryId: string; userId: string; description: string; now: Date },
): Promise<{ id: string; attributeIds: Map<string, string> }> {
  return copyCategoryWithAttributes(tx, {
    sourceCategoryId: input.sourceCategoryId,
    creatorId: input.userId,
    description: input.description,
    now: input.now,
  });
}

/** Categories created by `creatorIds`, with attributes: two statements whatever their number. */
async function loadCategories(
  db: DbOrTx,
  viewerId: string,
  creatorIds: readonly string[],
  ownedShared: boolean,
): Promise<Category[]> {
  const rows = await findCategoriesByCreators(db, creatorIds);
  const attributes = await findAttributes(
    db,
    rows.map((r) => r.id),
  );
  return presentCategories(rows, attributes, viewerId, ownedShared);
}

async function loadCategory(db: DbOrTx, viewerId: string, categoryId: string): Promise<Category> {
  const row = await findCategoryById(db, categoryId);
  if (!row) throw errors.notFound();
  const attributes = await findAttributes(db, [categoryId]);
  const coMembers = await findCoMemberIds(db, viewerId);
  return presentCategories([row], attributes, viewerId, coMembers.length > 0)[0]!;
}

/** The categories page: the user's own plus those of everyone they share a folder with. */
export async function listCategories(deps: AppDeps, user: SessionUser): Promise<Category[]> {
  const db = deps.database.db;
  const coMembers = await findCoMemberIds(db, user.id);
  return loadCategories(db, user.id, [user.id, ...coMembers], coMembers.length > 0);
}

/** Who may lend categories to items of a folder: the viewer, the tree owner and the folder's collaborators. */
function folderCategoryCreators(userId: string, access: FolderAccess): string[] {
  return [...new Set([userId, ...access.memberIds])];
}

/** The Add Item dialog's categories for a folder. */
export async function listCategoriesForFolder(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<Category[]> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  const creators = folderCategoryCreators(user.id, access);
  return loadCategories(db, user.id, creators, creators.length > 1);
}

/** A category an item in the folder may use, with its attributes; undefined when it is not available there. */
export async function findCategoryForFolder(
  db: DbOrTx,
  userId: string,
  /** Still being read is fine: the category is read meanwhile. */
  pendingAccess: FolderAccess | Promise<FolderAccess>,
  categoryId: string,
): Promise<{ id: string; name: string; attributes: AttributeRow[] } | undefined> {
  const [access, row] = await Promise.all([pendingAccess, findCategoryWithAttributes(db, categoryId)]);
  if (!row || !folderCategoryCreators(userId, access).includes(row.creatorId)) return undefined;
  return { id: row.id, name: row.name, attributes: row.attributes };
}

/** findCategoryForFolder's read inside a caller's statement (Add Item's); categoryForFolderFrom decides. */
export const categoryInStatement = (categoryId: string) => categoryJsonSql(categoryId);

/** findCategoryForFolder's answer from the row categoryInStatement read (null: no live category of that id). */
export function categoryForFolderFrom(
  userId: string,
  access: FolderAccess,
  json: unknown,
): { id: string; name: string; attributes: AttributeRow[] } | undefined {
  const row = (typeof json === 'string' ? JSON.parse(json) : json) as {
    id: string;
    name: string;
    creatorId: string;
    attributes: AttributeRow[];
  } | null;
  if (!row || !folderCategoryCreators(userId, access).includes(row.creatorId)) return undefined;
  return { id: row.id, name: row.name, attributes: row.attributes };
}

/** Attribute rows in their final order, numbered 0..n-1. */
function orderedAttributes(input: CategoryInput['attributes']) {
  return input
    .map((row, index) => ({ row, order: row.displayOrder ?? index, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ row }, displayOrder) => ({
      id: row.id,
      values: {
        name: row.name,
        displayOrder,
        isRequired: row.isRequired,
        attributeType: row.attributeType,
        defaultValue: row.defaultValue,
        options: row.options,
        unit: row.unit,
        preference: row.preference,
      } satisfies AttributeValues,
    }));
}

/** Creates a category with its attributes. Basic plan: one live category at most (403 PREMIUM_REQUIRED). */
export async function createCategory(
  deps: AppDeps,
  user: SessionUser,
  input: CategoryInput,
): Promise<Category> {
  const id = await deps.database.db.transaction((tx) =>
    createCategoryInTransaction(tx, user, input, deps.clock.now()),
  );
  return loadCategory(deps.database.db, user.id, id);
}

/**
 * A new category with its attributes inside a caller's transaction (the category dialog, an import into a new
 * category), under the user's category lock: Basic plan, one live category at most (403 PREMIUM_REQUIRED).
 */
export async function createCategoryInTransaction(
  tx: DbOrTx,
  user: SessionUser,
  input: CategoryInput,
  now: Date,
): Promise<string> {
  await lockUserCategories(tx, user.id);
  if (!user.isPremium && (await countLiveCategories(tx, user.id)) >= CATEGORY.basicPlanMax)
    throw errors.premiumRequired(ORGANISE_ERRORS.premiumCategories);
  const categoryId = await insertCategory(tx, {
    name: input.name,
    description: input.description,
    creatorId: user.id,
    createdAt: now,
  });
  await insertAttributes(
    tx,
    categoryId,
    orderedAttributes(input.attributes).map((a) => a.values),
  );
  return categoryId;
}

/**
 * Attributes added after a category's last one inside a caller's transaction (an import's new columns); the
 * caller has checked the category is the user's own.
 */
export async function appendAttributesInTransaction(
  tx: DbOrTx,
  categoryId: string,
  rows: CategoryInput['attributes'],
): Promise<void> {
  const existing = await findAttributes(tx, [categoryId]);
  const next = existing.reduce((max, a) => Math.max(max, a.displayOrder + 1), 0);
  await insertAttributes(
    tx,
    categoryId,
    orderedAttributes(rows).map((a) => ({ ...a.values, displayOrder: next + a.values.displayOrder })),
  );
}

/**
 * Replaces a category and its attribute set (owner only, others 404). Rows carrying the id of one of its
 * attributes update that attribute, so item values survive; other rows are new; attributes left out go,
 * with their values.
 */
export async function updateCategory(
  deps: AppDeps,
  user: SessionUser,
  categoryId: string,
  input: CategoryInput,
): Promise<Category> {
  const db = deps.database.db;
  if (!(await findOwnedCategory(db, user.id, categoryId))) throw errors.notFound();
  await db.transaction(async (tx) => {
    const existing = new Set((await findAttributes(tx, [categoryId])).map((a) => a.id));
    const rows = orderedAttributes(input.attributes);
    const kept = rows.filter((r) => r.id !== undefined && existing.has(r.id));
    const added = rows.filter((r) => r.id === undefined || !existing.has(r.id));
    await updateCategoryRow(tx, categoryId, {
      name: input.name,
      description: input.description,
      updatedAt: deps.clock.now(),
    });
    await deleteAttributesExcept(
      tx,
      categoryId,
      kept.map((r) => r.id!),
    );
    for (const row of kept) await updateAttribute(tx, categoryId, row.id!, row.values);
    await insertAttributes(
      tx,
      categoryId,
      added.map((r) => r.values),
    );
  });
  return loadCategory(db, user.id, categoryId);
}

/** Deletes a category and all its items in one transaction (owner only, others 404). */
export async function deleteCategory(
  deps: AppDeps,
  user: SessionUser,
  categoryId: string,
): Promise<{ deletedItemCount: number }> {
  const db = deps.database.db;
  const { deletedItemCount, files } = await db.transaction(async (tx) => {
    if (!(await findOwnedCategory(tx, user.id, categoryId))) throw errors.notFound();
    const found = await collectFilesOfCategories(tx, [categoryId]);
    return { deletedItemCount: await deleteCategoryWithItems(tx, categoryId), files: found };
  });
  await removeFilesAfterCommit(deps, files);
  return { deletedItemCount };
}
