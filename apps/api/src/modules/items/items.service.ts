import {
  type BodyOf,
  attributeValueIssue,
  EDIT_CONFLICT_TEXTS,
  type EditConflict,
  PRIVATE_ITEM_ERRORS,
  type ItemDetail,
  type itemsEndpoints,
  type ItemSortKey,
  HOUR_MS,
  ORGANISE_VALIDATION,
  type SortOrder,
} from '@shortlist/contracts';
import type { Database, DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import { readerOf, type Reader } from '../../http/read-answer';
import { JsonText } from '../../http/serializer';
import type { SessionUser } from '../../http/session';
import { activityOfNewItem, recordActivities, recordActivity } from '../activity/activity.service';
import {
  notifyInStatement,
  notifyRecipients,
  recipientsFromStatement,
  recipientsInStatement,
} from '../notifications/notifications.service';
import { kickOutbox } from '../../integrations/mailer/outbox';
import {
  type AttributeRow,
  categoryForFolderFrom,
  categoryInStatement,
} from '../categories/categories.service';
import {
  type FolderAccess,
  getItemsAccess,
  requireAll,
  requireFolderAccess,
  requireChainAccess,
  requireItemAccess,
} from '../../access/folder-access';
import { importLinkImage } from '../link-import/link-import.service';
import { collectFilesOfItems, removeFilesAfterCommit } from '../media/media.service';
import { firstPriceOfNewItem, recordItemPrice } from '../price-refresh/price-refresh.service';
import { folderCardsText, itemCardText, itemPageOf, readItemPage } from './items.read';
import {
  type CategoryCopyMap,
  advanceItemRevision,
  deleteAttributeValues,
  findItemRevisionState,
  findPrivateItemIdsOf,
  deleteItems as deleteItemRows,
  findCategoryIdsOfItems,
  findItemCategoryId,
  moveItemsToCategoryCopies as moveItemsToCopies,
  updateItemFields,
  markNeedsDetails,
  upsertAttributeValues,
  findItemAttributes,
  insertAttributeValues,
  findItemName,
  findAddItemContext,
  insertItemWithRatingAndValues,
  insertItemsWithIds,
  insertImportedItems,
  findItemIdsOfImportBatch,
  moveItem as moveItemRow,
  moveItems as moveItemRows,
} from './items.repository';

type ItemCreateInput = BodyOf<typeof itemsEndpoints.create>;
type ItemSort = { sort: ItemSortKey; order: SortOrder };

/** The items of a folder the user can see, sorted: `{ items }` as JSON text. */
export async function listItems(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  sort: ItemSort,
): Promise<JsonText> {
  await requireFolderAccess(deps.database.db, user.id, folderId, 'view');
  return new JsonText(`{"items":${await folderCardsText(deps, user.id, folderId, sort)}}`);
}

/** An item with Basic Information and Characteristics (the item page's answer), for a user whose session is checked. */
export async function getItem(deps: AppDeps, user: SessionUser, itemId: string): Promise<ItemDetail> {
  const { value } = await readItemPage(deps, readerOf(user), itemId);
  return JSON.parse(value.text) as ItemDetail;
}

/**
 * Checks attribute values against the category: only its attributes, required ones filled, numbers numeric,
 * option lists respected. Answers the values to store (blank ones dropped).
 */
function checkAttributeValues(
  attributes: readonly AttributeRow[],
  values: Record<string, string>,
): Array<{ categoryAttributeId: string; value: string }> {
  const fields: Record<string, string> = {};
  const byId = new Map(attributes.map((a) => [a.id, a]));
  for (const id of Object.keys(values))
    if (!byId.has(id)) fields[`attributeValues.${id}`] = ORGANISE_VALIDATION.itemValidation;
  const out: Array<{ categoryAttributeId: string; value: string }> = [];
  for (const attribute of attributes) {
    const value = values[attribute.id] ?? '';
    const issue = attributeValueIssue(attribute, value);
    if (issue) fields[`attributeValues.${attribute.id}`] = issue;
    else if (value !== '') out.push({ categoryAttributeId: attribute.id, value });
  }
  if (Object.keys(fields).length > 0) throw errors.validation(fields, ORGANISE_VALIDATION.itemValidation);
  return out;
}

/** What Add Item's read statement reads from the categories and notifications features. */
const ADD_ITEM_READ_PARTS = { category: categoryInStatement, recipients: recipientsInStatement };

/** What Add Item's write statement writes for the price history and activity features. */
const ADD_ITEM_WRITE_PARTS = { firstPrice: firstPriceOfNewItem, activity: activityOfNewItem };

/** A new item as the services that add one describe it (Add New Item, Capture, bulk add, a public copy). */
export interface NewItem {
  name: string;
  description: string | null;
  sourceUrl: string | null;
  /** null: "No price set" (a capture may leave it out). */
  priceCents: number | null;
  /** The creator's rating; null: not rated yet. */
  rating: number | null;
  categoryId: string;
  attributeValues: Record<string, string>;
  /** The price's currency as chosen; absent: the page's (`linkImport`), else the folder's. */
  currency?: string | undefined;
  /** Present when the values were read from the link. */
  linkImport?: { currency: string | null; imageUrl: string | null };
  /** Only the creator sees it until shared; absent: shared with the folder. */
  isPrivate?: boolean;
  /**
   * Bulk add: a required attribute the page left empty does not refuse the item; it is added flagged
   * "needs details" until the value is filled.
   */
  needsDetails?: boolean;
}

/**
 * Adds an item to a folder the user can edit: the item, the creator's rating, the attribute values, the first
 * price point and the activity row in ONE statement, in one transaction with the other members' notifications
 * and whatever `alsoInTransaction` writes (a capture's first note): nothing is left half-written. The category must be available in the folder. Answers the new item's id.
 */
export async function addItem(
  deps: AppDeps,
  reader: Reader,
  folderId: string,
  input: NewItem,
  alsoInTransaction?: (tx: DbOrTx, itemId: string) => Promise<void>,
): Promise<{
  itemId: string;
  access: FolderAccess;
  /** Who added it: the live user of the session row its read statement checked. */
  user: SessionUser;
  /** The attributes still to fill of an item added as "needs details" (empty otherwise). */
  lacking: ReadonlyArray<{ id: string; name: string }>;
}> {
  const db = deps.database.db;
  const createdAt = deps.clock.now();
  const hour = Math.floor(createdAt.getTime() / HOUR_MS);
  const dedupeKey = (userId: string) => `item.added:${folderId}:${userId}:${hour}`;
  // the session (401 unless live), the folder's access, the category and the notifications'
  // recipients: one prepared statement, its text built once
  const read = async (userId: string) =>
    findAddItemContext(
      deps.database,
      { userId, folderId, categoryId: input.categoryId, dedupeKey: dedupeKey(userId) },
      ADD_ITEM_READ_PARTS,
    );
  const found = await read(reader.userId);
  const user = reader.live(found);
  // a checked user whose row is gone meanwhile (a bulk add outliving an account deletion)
  if (!found) throw errors.notFound();
  const context = found;
  const notification = { kind: 'item.added', folderId, dedupeKey: dedupeKey(user.id) };
  const access = requireChainAccess(user.id, context.chain, 'edit');
  const category = categoryForFolderFrom(user.id, access, context.category);
  if (!category)
    throw errors.validation(
      { categoryId: ORGANISE_VALIDATION.categoryNotAvailable },
      ORGANISE_VALIDATION.categoryNotAvailable,
    );
  const lacking = input.needsDetails
    ? category.attributes.filter((a) => a.isRequired && (input.attributeValues[a.id] ?? '').trim() === '')
    : [];
  const values = checkAttributeValues(
    category.attributes.map((a) => (lacking.includes(a) ? { ...a, isRequired: false } : a)),
    input.attributeValues,
  );
  const needsDetails = lacking.length > 0;
  const alsoWrite = needsDetails
    ? async (tx: DbOrTx, id: string) => {
        await markNeedsDetails(tx, id);
        if (alsoInTransaction) await alsoInTransaction(tx, id);
      }
    : alsoInTransaction;
  // the other members hear of it in the bell; one notification per adder, folder and hour, so a bulk add
  // (or a busy afternoon) is one entry, and the feed keeps every item
  // a private item is news to nobody else
  const others = input.isPrivate ? [] : access.memberIds.filter((memberId) => memberId !== user.id);
  const recipients = others.length > 0 ? recipientsFromStatement(context.recipients, others) : [];
  const notificationsInStatement =
    recipients.length > 0 ? notifyInStatement(recipients, { ...notification, at: createdAt }) : undefined;
  let mailed = 0;
  // everything Add Item writes is ONE statement, its own transaction (it bumps the
  // folder tree's revision, holding its root's row lock, only from its end to its commit). Only a new
  // notification mailed at once (the mail is queued after the insert: the hour's first item for those who want
  // each mail) or a caller's own writes need a transaction around it.
  const write = async (tx: DbOrTx, alone?: Database) => {
    // the item, the creator's rating, the attribute values, the first point of the price history, the
    // activity row and the other members' notifications: one statement
    const row = await insertItemWithRatingAndValues(
      tx,
      {
        name: input.name,
        description: input.description,
        folderId,
        priceCents: input.priceCents,
        sourceUrl: input.sourceUrl,
        categoryId: category.id,
        creatorId: user.id,
        createdAt: createdAt.toISOString(),
        currency: input.currency ?? input.linkImport?.currency ?? undefined,
        rating: input.rating,
        attributeValues: values,
        isPrivate: input.isPrivate ?? false,
        priceSource: input.linkImport ? 'import' : 'manual',
        activityKind: 'item.added',
      },
      ADD_ITEM_WRITE_PARTS,
      notificationsInStatement,
      alone,
    );
    if (recipients.length > 0 && !notificationsInStatement) {
      const told = row.activityPayload ?? {};
      const notified = await notifyRecipients(tx, deps, recipients, {
        ...notification,
        userIds: others,
        payload: { actorName: told.actorName, itemName: told.itemName, folderName: told.folderName },
        itemId: row.id,
      });
      mailed = notified.mailed;
    }
    if (alsoWrite) await alsoWrite(tx, row.id);
    return row;
  };
  const oneStatement = !alsoWrite && (recipients.length === 0 || notificationsInStatement);
  const inserted = oneStatement ? await write(db, deps.database) : await db.transaction((tx) => write(tx));
  const itemId = inserted.id;
  if (mailed > 0) kickOutbox(deps);
  // "Fill from link": the page's main image becomes the first photo (best effort, Premium only)
  if (input.linkImport?.imageUrl) await importLinkImage(deps, user, itemId, input.linkImport.imageUrl);
  return {
    itemId,
    access,
    user,
    lacking: lacking.map((a) => ({ id: a.id, name: a.name })),
  };
}

/** The item page of an item just added, for its adder whose access is known (capture, Add New Item). */
export function getAddedItem(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  access: FolderAccess,
): Promise<JsonText> {
  return itemPageOf(deps, user.id, itemId, access);
}

/** Add New Item (folders §5): rating and price required by the form's schema. Answers the item page. */
export async function createItem(
  deps: AppDeps,
  reader: Reader,
  folderId: string,
  input: ItemCreateInput,
): Promise<JsonText> {
  const { itemId, access, user } = await addItem(deps, reader, folderId, {
    ...input,
    linkImport: input.linkImport
      ? { currency: input.linkImport.currency ?? null, imageUrl: input.linkImport.imageUrl ?? null }
      : undefined,
  });
  return getAddedItem(deps, user, itemId, access);
}

/** Moves an item to another folder of the same owner; the user must be able to edit both. */
export async function moveItem(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  folderId: string,
): Promise<JsonText> {
  const db = deps.database.db;
  const source = await requireItemAccess(db, user.id, itemId, 'edit');
  const target = await requireFolderAccess(db, user.id, folderId, 'edit');
  if (source.treeOwnerId !== target.treeOwnerId)
    throw errors.validation({ folderId: ORGANISE_VALIDATION.moveAcrossOwners });
  await db.transaction(async (tx) => {
    await moveItemRow(tx, itemId, folderId, deps.clock.now());
    if (source.folderId !== folderId)
      await recordActivity(tx, {
        folderId,
        actorId: user.id,
        itemId,
        kind: 'item.moved',
        payload: { fromFolderName: source.name },
        at: deps.clock.now(),
      });
  });
  return itemCardText(deps, user.id, itemId);
}

/**
 * Moves items to one folder in one transaction, all or nothing: 404 if any item or the folder is not visible,
 * 400 if any item belongs to another owner's trees. Six statements whatever the number of items: BEGIN, the
 * items' access, the folder's access, one UPDATE, the activity rows' INSERT, COMMIT.
 */
export async function moveItems(
  deps: AppDeps,
  user: SessionUser,
  ids: readonly string[],
  folderId: string,
): Promise<{ movedCount: number }> {
  await deps.database.db.transaction(async (tx) => {
    const sources = requireAll(await getItemsAccess(tx, user.id, ids), ids, 'edit');
    const target = await requireFolderAccess(tx, user.id, folderId, 'edit');
    if (sources.some((source) => source.treeOwnerId !== target.treeOwnerId))
      throw errors.validation({ folderId: ORGANISE_VALIDATION.moveAcrossOwners });
    await moveItemRows(tx, ids, folderId, deps.clock.now());
    await recordActivities(
      tx,
      ids.flatMap((itemId, i) =>
        sources[i]!.folderId === folderId
          ? []
          : [
              {
                folderId,
                actorId: user.id,
                itemId,
                kind: 'item.moved' as const,
                payload: { fromFolderName: sources[i]!.name },
                at: deps.clock.now(),
              },
            ],
      ),
    );
  });
  return { movedCount: ids.length };
}

/** Deletes items by ids, all or nothing (owner of their folder tree only). */
export async function deleteItems(
  deps: AppDeps,
  user: SessionUser,
  ids: readonly string[],
): Promise<{ deletedCount: number }> {
  const files = await deps.database.db.transaction(async (tx) => {
    const sources = requireAll(await getItemsAccess(tx, user.id, ids), ids, 'own');
    const found = await collectFilesOfItems(tx, ids);
    // before the delete: the rows read the items' names, and keep them once the items are gone
    await recordActivities(
      tx,
      ids.map((itemId, i) => ({
        folderId: sources[i]!.folderId,
        actorId: user.id,
        itemId,
        kind: 'item.deleted' as const,
        at: deps.clock.now(),
      })),
    );
    await deleteItemRows(tx, ids);
    return found;
  });
  await removeFilesAfterCommit(deps, files);
  return { deletedCount: ids.length };
}

/* ---- Item edit: called by modules/item-edits inside its one transaction ---- */

/**
 * Saves an item's own fields and its CHANGED attribute values inside a given transaction (folders §4). Only
 * the category's attributes are accepted; a blank value clears one unless it is required; numbers must be
 * numeric and option lists respected. 404 when the item is gone; 400 with `attributeValues.<id>` fields.
 */
export async function updateItemInTransaction(
  tx: DbOrTx,
  input: {
    itemId: string;
    fields: {
      name?: string;
      description?: string | null;
      sourceUrl?: string | null;
      priceCents?: number | null;
      currency?: string;
      isPrivate?: boolean;
    };
    attributeValues: Record<string, string>;
    now: Date;
  },
): Promise<void> {
  const categoryId = await findItemCategoryId(tx, input.itemId);
  if (!categoryId) throw errors.notFound();
  const changed = Object.entries(input.attributeValues);
  const toSet: Array<{ categoryAttributeId: string; value: string }> = [];
  const toClear: string[] = [];
  if (changed.length > 0) {
    const byId = new Map(
      (await findItemAttributes(tx, input.itemId, categoryId)).map((a) => [a.categoryAttributeId, a]),
    );
    const fields: Record<string, string> = {};
    for (const [id, value] of changed) {
      const attribute = byId.get(id);
      const issue = attribute ? attributeValueIssue(attribute, value) : ORGANISE_VALIDATION.itemValidation;
      if (issue) fields[`attributeValues.${id}`] = issue;
      else if (value === '') toClear.push(id);
      else toSet.push({ categoryAttributeId: id, value });
    }
    if (Object.keys(fields).length > 0) throw errors.validation(fields);
  }
  await updateItemFields(tx, input.itemId, { ...input.fields, updatedAt: input.now });
  // a hand edit of the price or its currency is a point of the price history
  if (input.fields.priceCents !== undefined || input.fields.currency !== undefined)
    await recordItemPrice(tx, { itemId: input.itemId, source: 'manual', at: input.now });
  await upsertAttributeValues(tx, input.itemId, toSet, input.now);
  await deleteAttributeValues(tx, input.itemId, toClear);
}

/** Thrown inside a save's transaction when the item moved past the editor's revision (rolls the save back). */
export class StaleRevisionError extends Error {
  constructor() {
    super('stale item revision');
    this.name = 'StaleRevisionError';
  }
}

/**
 * Starts an edit of the item page inside the save's transaction: a change of who sees the item
 * is its creator's alone (403), and the item moves to its next revision only if it is still at `expected`
 * (StaleRevisionError otherwise). Ratings alone never come here: they conflict with nobody.
 */
export async function reviseItemInTransaction(
  tx: DbOrTx,
  input: { itemId: string; userId: string; expected: number | undefined; changesPrivacy: boolean },
): Promise<{ wasPrivate: boolean | undefined }> {
  let wasPrivate: boolean | undefined;
  if (input.changesPrivacy) {
    const state = await findItemRevisionState(tx, input.itemId);
    if (!state) throw errors.notFound();
    if (state.creatorId !== input.userId) throw errors.forbidden(PRIVATE_ITEM_ERRORS.onlyCreator);
    wasPrivate = state.isPrivate;
  }
  const revision = await advanceItemRevision(tx, input.itemId, input.userId, input.expected);
  if (revision === undefined) throw new StaleRevisionError();
  // what a save that sets the privacy found (undefined when it does not touch it): sharing is news to the folder
  return { wasPrivate };
}

/**
 * The 409 of a save made from an old revision: the message names who saved since, and the details carry the
 * item as it is now (`current`, the item page's view given by the caller) for the web's review-and-merge.
 */
export async function editConflictError(
  db: DbOrTx,
  userId: string,
  itemId: string,
  current: EditConflict['current'],
): Promise<AppError> {
  const state = await findItemRevisionState(db, itemId);
  if (!state) return errors.notFound();
  const changedBy =
    state.revisedBy === null
      ? null
      : {
          id: state.revisedBy,
          nickname: state.reviserNickname,
          fullName: state.reviserFullName,
          avatarUrl: state.reviserAvatarUrl,
        };
  const name = changedBy?.fullName || changedBy?.nickname || EDIT_CONFLICT_TEXTS.someone;
  const message =
    state.revisedBy === userId ? EDIT_CONFLICT_TEXTS.changedByYou : EDIT_CONFLICT_TEXTS.changedBy(name);
  const details: EditConflict = { revision: state.revision, changedBy, current };
  return new AppError('EDIT_CONFLICT', message, undefined, details);
}

/**
 * The private items of accounts being purged go with them, in the purge's transaction: nobody else ever saw
 * them, so nobody inherits them. Answers their photo files (removed after the commit).
 */
export async function deletePrivateItemsOf(tx: DbOrTx, userIds: readonly string[]): Promise<string[]> {
  const ids = await findPrivateItemIdsOf(tx, userIds);
  if (ids.length === 0) return [];
  const files = await collectFilesOfItems(tx, ids);
  await deleteItemRows(tx, ids);
  return files;
}

/**
 * Items follow a category handed over to their folder tree's owner (an account purge), in the purge's
 * transaction: each owner's items move to that owner's copy, with their attribute values.
 */
export async function moveItemsToCategoryCopies(tx: DbOrTx, copies: CategoryCopyMap): Promise<void> {
  await moveItemsToCopies(tx, copies);
}

/** An item's name (as notifications about it quote it), undefined when it is gone. One statement. */
export function itemNameOf(db: DbOrTx, itemId: string): Promise<string | undefined> {
  return findItemName(db, itemId);
}

/** Each item's category, by item id (a copy keeps or copies it). One statement. */
export function categoriesOfItems(db: DbOrTx, itemIds: readonly string[]): Promise<Map<string, string>> {
  return findCategoryIdsOfItems(db, itemIds);
}

/**
 * Copies of items (ids chosen by the caller, who may have stored files under them) in one folder, by their new
 * creator, with their attribute values, inside a caller's transaction (a public link's "Save a copy"). Two
 * statements; answers how many items were written.
 */
export async function copyItemsInTransaction(
  tx: DbOrTx,
  input: {
    folderId: string;
    creatorId: string;
    now: Date;
    items: ReadonlyArray<{
      id: string;
      name: string;
      description: string | null;
      priceCents: number | null;
      currency: string;
      sourceUrl: string | null;
      categoryId: string;
    }>;
    values: ReadonlyArray<{ itemId: string; attributeId: string; value: string }>;
  },
): Promise<number> {
  const count = await insertItemsWithIds(
    tx,
    input.items.map((item) => ({
      ...item,
      folderId: input.folderId,
      creatorId: input.creatorId,
      createdAt: input.now,
    })),
  );
  await insertAttributeValues(
    tx,
    input.values.map((v) => ({
      itemId: v.itemId,
      categoryAttributeId: v.attributeId,
      value: v.value,
      updatedAt: input.now,
    })),
  );
  return count;
}

/**
 * The rows of a spreadsheet import as items of its batch, with the importer's ratings and the attribute values,
 * inside the import's transaction (ids chosen by the caller, who writes their notes). Three statements.
 */
export async function importItemsInTransaction(
  tx: DbOrTx,
  input: {
    folderId: string;
    creatorId: string;
    importBatchId: string;
    now: Date;
    items: ReadonlyArray<{
      id: string;
      name: string;
      description: string | null;
      priceCents: number | null;
      currency: string;
      sourceUrl: string | null;
      categoryId: string;
      rating: number | null;
    }>;
    values: ReadonlyArray<{ itemId: string; attributeId: string; value: string }>;
  },
): Promise<number> {
  const count = await insertImportedItems(tx, {
    importBatchId: input.importBatchId,
    creatorId: input.creatorId,
    createdAt: input.now,
    rows: input.items.map((item) => ({ ...item, folderId: input.folderId })),
  });
  await insertAttributeValues(
    tx,
    input.values.map((v) => ({
      itemId: v.itemId,
      categoryAttributeId: v.attributeId,
      value: v.value,
      updatedAt: input.now,
    })),
  );
  return count;
}

/**
 * Removes the items of an import batch (its undo) inside the caller's transaction, whoever added photos or
 * notes to them since. Answers how many went and the files to remove after the commit.
 */
export async function deleteImportedItemsInTransaction(
  tx: DbOrTx,
  importBatchId: string,
): Promise<{ removedCount: number; files: string[] }> {
  const ids = await findItemIdsOfImportBatch(tx, importBatchId);
  if (ids.length === 0) return { removedCount: 0, files: [] };
  const files = await collectFilesOfItems(tx, ids);
  await deleteItemRows(tx, ids);
  return { removedCount: ids.length, files };
}
