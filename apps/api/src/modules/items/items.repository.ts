import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ActivityKind, PriceSource } from '@shortlist/contracts';
import type { AttributeType, Preference } from '@shortlist/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { type CompiledStatement, compileStatement, placeholders, preparedRows } from '../../db/prepared';
import { sessionColumns, sessionOf } from '../../db/session-fingerprint';
import type { SessionAndFingerprint } from '../../http/revision';
import type { RawSessionRow } from '../../db/session-revision.read-model';
import { sessionRow } from '../../http/revision.repository';
import { chainsJson, chainsOf, folderChainCte, type ChainRow } from '../../access/access.repository';
import { jsonTable } from '../../db/json-table';
import { rawRows } from '../../db/raw-rows';
import { categoryAttributes, itemAttributeValues, itemRatings, items, profiles } from '../../db/schema';

export interface ItemAttributeRow {
  categoryAttributeId: string;
  name: string;
  attributeType: AttributeType;
  displayOrder: number;
  isRequired: boolean;
  options: string[];
  unit: string | null;
  preference: Preference;
  value: string | null;
}

/** Every attribute of the item's category in display order, with the item's value or null. */
export function findItemAttributes(
  db: DbOrTx,
  itemId: string,
  categoryId: string,
): Promise<ItemAttributeRow[]> {
  return db
    .select({
      categoryAttributeId: categoryAttributes.id,
      name: categoryAttributes.name,
      attributeType: categoryAttributes.attributeType,
      displayOrder: categoryAttributes.displayOrder,
      isRequired: categoryAttributes.isRequired,
      options: categoryAttributes.options,
      unit: categoryAttributes.unit,
      preference: categoryAttributes.preference,
      value: itemAttributeValues.value,
    })
    .from(categoryAttributes)
    .leftJoin(
      itemAttributeValues,
      and(
        eq(itemAttributeValues.categoryAttributeId, categoryAttributes.id),
        eq(itemAttributeValues.itemId, itemId),
      ),
    )
    .where(eq(categoryAttributes.categoryId, categoryId))
    .orderBy(asc(categoryAttributes.displayOrder), asc(categoryAttributes.createdAt));
}

/** What Add Item's read takes from other features (its category, its notifications): fixed functions. */
export interface AddItemReadParts {
  /** The category as a json value, given its id (a parameter). */
  category: (categoryId: string) => SQL;
  /** The recipients as a json value, given the candidates, the folders and the dedupe key (a parameter). */
  recipients: (people: SQL, folders: SQL, dedupeKey: string) => SQL;
}

type AddItemReadRow = Omit<RawSessionRow, 'fingerprint'> & {
  chains: unknown;
  category: unknown;
  recipients: unknown;
};

type AddItemReadValues = Record<'userId' | 'folderId' | 'categoryId' | 'dedupeKey', string>;

/** A statement built once per process from the fixed parts other features lend it. */
interface BuiltOnce<Parts> {
  parts: Parts;
  statement: CompiledStatement;
}

/** `built`, or the statement built now from `parts`; the parts are fixed functions, one set per process. */
function builtOnce<Parts>(
  built: BuiltOnce<Parts> | undefined,
  parts: Parts,
  name: string,
  build: () => SQL,
): BuiltOnce<Parts> {
  if (built) {
    // a prepared statement's name stands for one text on every connection
    if (built.parts !== parts) throw new Error(`${name} is built from one set of parts per process`);
    return built;
  }
  return { parts, statement: compileStatement(name, build()) };
}

/** Add Item's read statement. */
let addItemRead: BuiltOnce<AddItemReadParts> | undefined;

/**
 * What Add Item checks and reads before its write, in ONE prepared statement: the
 * session user's row (`sessionColumns`, for `readInOneStatement`), the folder's chain (its access, decided by the
 * caller), the category (`parts.category`: a json value) and the notifications' recipients (`parts.recipients`: a
 * json value, given the chain's people and folders). Its text does not depend on the values: it is built once,
 * over placeholders. No row: no such user.
 */
export async function findAddItemContext(
  database: Database,
  values: AddItemReadValues,
  parts: AddItemReadParts,
): Promise<
  (SessionAndFingerprint & { chain: ChainRow[]; category: unknown; recipients: unknown }) | undefined
> {
  addItemRead = builtOnce(addItemRead, parts, 'add_item_read', () => {
    const v = placeholders<AddItemReadValues>();
    return sql`with recursive ${folderChainCte(sql`${v.folderId}::uuid`)}
    select ${sessionColumns}, ${chainsJson('chain')} as chains, ${parts.category(v.categoryId)} as category,
      ${parts.recipients(sql`select p.user_id from chain_people p`, sql`select c.id from chain c`, v.dedupeKey)} as recipients
    ${sessionOf(v.userId)}`;
  });
  const [row] = await preparedRows<AddItemReadRow>(database, addItemRead.statement, values);
  if (!row) return undefined;
  const { chains, category, recipients, ...session } = row;
  return {
    ...sessionRow(session),
    fingerprint: null,
    chain: chainsOf(chains),
    category: category ?? null,
    recipients: recipients ?? [],
  };
}

export interface InsertedItem {
  id: string;
  currency: string;
  creatorNickname: string | null;
  creatorFullName: string | null;
  creatorAvatarUrl: string | null;
  /** The activity row's stored payload (names as they are now); null when none was written (a private item). */
  activityPayload: Record<string, unknown> | null;
}

/**
 * What Add Item's write takes from other features (its first price point, its activity row): fixed functions
 * giving a data-modifying CTE body over the statement's `item`, every value a parameter.
 */
export interface AddItemWriteParts {
  firstPrice: (input: { source: PriceSource; at: string }) => SQL;
  activity: (input: { kind: ActivityKind; actorId: string; at: string }) => SQL;
}

/** A new item as Add Item's write statement takes it: each a parameter of the statement. */
export interface NewItemRow {
  name: string;
  description: string | null;
  folderId: string;
  priceCents: number | null;
  sourceUrl: string | null;
  categoryId: string;
  creatorId: string;
  /** ISO 8601: the item's creation, its first price point and its activity row. */
  createdAt: string;
  /** ISO 4217; the folder's currency when absent. */
  currency?: string | undefined;
  rating: number | null;
  attributeValues: ReadonlyArray<{ categoryAttributeId: string; value: string }>;
  isPrivate: boolean;
  /** How the first price was set ('import' when read from the link). */
  priceSource: PriceSource;
  /** The activity row's kind. */
  activityKind: ActivityKind;
}

/** A new item's parameters: the attribute values as one json text, { attributeId: value }. */
type NewItemParams = Omit<NewItemRow, 'currency' | 'attributeValues'> & {
  attributeValues: string;
  /** null: the folder's currency. */
  currency: string | null;
};

/**
 * Add Item's write: the item, its creator's rating, its attribute values (one jsonb object
 * unpacked by jsonb_each_text), and what other features write about it as data-modifying CTEs over the
 * statement's `item` (id, name, folder_id, price_cents, currency, is_private): the first point of the price
 * history, the activity row and, when given, the other members' notifications. `v` may be placeholders: its
 * values are used as parameters only.
 */
function newItemSql(v: NewItemParams, parts: AddItemWriteParts, notifications: SQL | undefined): SQL {
  return sql`with item as (
      insert into items (name, description, folder_id, price_cents, currency, source_url, category_id, creator_id,
        created_at, updated_at, is_private)
      values (${v.name}, ${v.description}, ${v.folderId}, ${v.priceCents},
        coalesce(${v.currency}::text, (select f.currency from folders f where f.id = ${v.folderId}::uuid)), ${v.sourceUrl},
        ${v.categoryId}, ${v.creatorId}, ${v.createdAt}::timestamptz, ${v.createdAt}::timestamptz, ${v.isPrivate})
      returning id, name, folder_id, price_cents, currency, is_private
    ), rating as (
      insert into item_ratings (item_id, user_id, rating)
      select item.id, ${v.creatorId}, ${v.rating}::smallint from item where ${v.rating}::smallint is not null
    ), attribute_values as (
      insert into item_attribute_values (item_id, category_attribute_id, value)
      select item.id, v.key::uuid, v.value from item, jsonb_each_text(${v.attributeValues}::jsonb) v
    ), price as (
      ${parts.firstPrice({ source: v.priceSource, at: v.createdAt })}
    ), activity as (
      ${parts.activity({ kind: v.activityKind, actorId: v.creatorId, at: v.createdAt })}
    )${notifications ? sql`, notified as (${notifications})` : sql``}
    select item.id, item.currency, p.nickname as "creatorNickname", p.full_name as "creatorFullName",
      p.avatar_url as "creatorAvatarUrl", (select activity.payload from activity) as "activityPayload"
    from item left join profiles p on p.id = ${v.creatorId}`;
}

/**
 * Add Item's write in its commonest shape (no notifications to insert), built ONCE per
 * process: each call sends its values to the named prepared statement.
 */
let addItemWrite: BuiltOnce<AddItemWriteParts> | undefined;

/**
 * A new item with everything Add Item writes, in ONE statement (Add Item's writes; `newItemSql`). It
 * answers what the answer needs besides the input: the id, the currency (the folder's when none was
 * given), the creator's names and avatar, and the activity's payload. The folder tree's revision is bumped once
 * for the statement, at its end (drizzle/0016). In its commonest shape (no notifications) and as its own
 * transaction (`alone`) it is sent as a prepared statement, its text built once; any other shape is built
 * with its values and sent as it is.
 */
export async function insertItemWithRatingAndValues(
  tx: DbOrTx,
  row: NewItemRow,
  parts: AddItemWriteParts,
  /** The other members' notifications, given the payload (from the activity row's names) and the item (none: no CTE). */
  notificationsOf?: ((statement: { payload: SQL; itemId: SQL }) => SQL | undefined) | undefined,
  /** Given when the statement is its own transaction: in its commonest shape it is sent prepared (planned once). */
  alone?: Database,
): Promise<InsertedItem> {
  const notifications = notificationsOf?.({
    payload: sql`coalesce((select jsonb_strip_nulls(jsonb_build_object('actorName', a.payload -> 'actorName',
      'itemName', a.payload -> 'itemName', 'folderName', a.payload -> 'folderName')) from activity a), '{}'::jsonb)`,
    itemId: sql`(select item.id from item)`,
  });
  const { currency, attributeValues, ...fields } = row;
  const params: NewItemParams = {
    ...fields,
    currency: currency ?? null,
    attributeValues: JSON.stringify(
      Object.fromEntries(attributeValues.map((v) => [v.categoryAttributeId, v.value])),
    ),
  };
  if (alone && !notifications) {
    addItemWrite = builtOnce(addItemWrite, parts, 'add_item_write', () =>
      newItemSql(placeholders<NewItemParams>(), parts, undefined),
    );
    const [inserted] = await preparedRows<InsertedItem>(alone, addItemWrite.statement, params);
    return inserted!;
  }
  const [inserted] = await rawRows<InsertedItem>(tx, newItemSql(params, parts, notifications));
  return inserted!;
}

export async function insertAttributeValues(
  db: DbOrTx,
  values: Array<{ itemId: string; categoryAttributeId: string; value: string; updatedAt?: Date }>,
): Promise<void> {
  if (values.length > 0) await db.insert(itemAttributeValues).values(values);
}

/** Many items with ids chosen by the caller, in one statement; answers how many were written. */
export async function insertItemsWithIds(
  db: DbOrTx,
  rows: ReadonlyArray<{
    id: string;
    name: string;
    description: string | null;
    folderId: string;
    priceCents: number | null;
    currency: string;
    sourceUrl: string | null;
    categoryId: string;
    creatorId: string;
    createdAt: Date;
  }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(items)
    .values(rows.map((r) => ({ ...r, updatedAt: r.createdAt })))
    .returning({ id: items.id });
  return inserted.length;
}

/** An item's name, undefined when there is no such item. */
export async function findItemName(db: DbOrTx, itemId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: items.name }).from(items).where(eq(items.id, itemId)).limit(1);
  return row?.name;
}

/** Each item's category, by item id. One statement. */
export async function findCategoryIdsOfItems(
  db: DbOrTx,
  itemIds: readonly string[],
): Promise<Map<string, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: items.id, categoryId: items.categoryId })
    .from(items)
    .where(inArray(items.id, [...itemIds]));
  return new Map(rows.map((r) => [r.id, r.categoryId]));
}

export async function moveItem(db: DbOrTx, itemId: string, folderId: string, now: Date): Promise<void> {
  await db.update(items).set({ folderId, updatedAt: now }).where(eq(items.id, itemId));
}

/**
 * The items' rows, locked in id order: a statement that changes many items takes its row locks
 * in whatever order its plan visits them (heap order, which an update changes), so two bulk moves or deletes of
 * overlapping items could each hold a row the other waits for. Locked first in one fixed order, the second
 * simply waits for the first; the tree roots' revision bumps that follow lock in id order too (migration 0006).
 */
const lockedInIdOrder = (itemIds: readonly string[]) =>
  sql`select id from items where id = any(string_to_array(${itemIds.join(',')}::text, ',')::uuid[])
    order by id for no key update`;

/** Moves many items to one folder in one statement, their rows locked in id order first. */
export async function moveItems(
  db: DbOrTx,
  itemIds: readonly string[],
  folderId: string,
  now: Date,
): Promise<void> {
  await db.execute(sql`with locked as materialized (${lockedInIdOrder(itemIds)})
    update items set folder_id = ${folderId}, updated_at = ${now} from locked where items.id = locked.id`);
}

/** Deletes many items in one statement, their rows locked in id order first. */
export async function deleteItems(db: DbOrTx, itemIds: readonly string[]): Promise<void> {
  await db.execute(sql`with locked as materialized (${lockedInIdOrder(itemIds)})
    delete from items using locked where items.id = locked.id`);
}

/* ---- Item edit (used through items.service `updateItemInTransaction`) ---- */

/** The category of an item, or undefined when there is no such item. */
export async function findItemCategoryId(db: DbOrTx, itemId: string): Promise<string | undefined> {
  const [row] = await db.select({ categoryId: items.categoryId }).from(items).where(eq(items.id, itemId));
  return row?.categoryId;
}

/** Updates an item's own fields (only those given) and its updated_at. */
export async function updateItemFields(
  db: DbOrTx,
  itemId: string,
  values: {
    name?: string;
    description?: string | null;
    sourceUrl?: string | null;
    priceCents?: number | null;
    currency?: string;
    isPrivate?: boolean;
    updatedAt: Date;
  },
): Promise<void> {
  await db.update(items).set(values).where(eq(items.id, itemId));
}

/**
 * Moves an item to its next revision, by `userId`, only if it is still at `expected` (any revision when
 * absent): ONE conditional UPDATE, so of two saves racing from the same revision exactly one matches (the
 * second waits for the first's row lock, then sees the new revision). Answers the new revision, or undefined.
 */
export async function advanceItemRevision(
  db: DbOrTx,
  itemId: string,
  userId: string,
  expected: number | undefined,
): Promise<number | undefined> {
  const [row] = await db
    .update(items)
    .set({ revision: sql`${items.revision} + 1`, revisedBy: userId })
    .where(and(eq(items.id, itemId), expected === undefined ? undefined : eq(items.revision, expected)))
    .returning({ revision: items.revision });
  return row?.revision;
}

/** The item's creator, current revision and the profile of who saved that revision. */
export async function findItemRevisionState(db: DbOrTx, itemId: string) {
  const [row] = await db
    .select({
      creatorId: items.creatorId,
      isPrivate: items.isPrivate,
      revision: items.revision,
      revisedBy: items.revisedBy,
      reviserNickname: profiles.nickname,
      reviserFullName: profiles.fullName,
      reviserAvatarUrl: profiles.avatarUrl,
    })
    .from(items)
    .leftJoin(profiles, eq(profiles.id, items.revisedBy))
    .where(eq(items.id, itemId));
  return row;
}

/** The private items these users created (an account purge deletes them: nobody else may see them). */
export async function findPrivateItemIdsOf(db: DbOrTx, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.isPrivate, true), inArray(items.creatorId, [...userIds])));
  return rows.map((r) => r.id);
}

/** Sets attribute values of an item (insert or replace on item + attribute). */
export async function upsertAttributeValues(
  db: DbOrTx,
  itemId: string,
  values: ReadonlyArray<{ categoryAttributeId: string; value: string }>,
  now: Date,
): Promise<void> {
  if (values.length === 0) return;
  await db
    .insert(itemAttributeValues)
    .values(values.map((v) => ({ ...v, itemId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [itemAttributeValues.itemId, itemAttributeValues.categoryAttributeId],
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
}

/** Clears attribute values of an item. */
export async function deleteAttributeValues(
  db: DbOrTx,
  itemId: string,
  categoryAttributeIds: readonly string[],
): Promise<void> {
  if (categoryAttributeIds.length === 0) return;
  await db
    .delete(itemAttributeValues)
    .where(
      and(
        eq(itemAttributeValues.itemId, itemId),
        inArray(itemAttributeValues.categoryAttributeId, [...categoryAttributeIds]),
      ),
    );
}

/** Which copy of a category (and of its attributes) stands for the original in an owner's folder trees. */
export interface CategoryCopyMap {
  categories: readonly { categoryId: string; ownerId: string; copyId: string }[];
  attributes: readonly { attributeId: string; ownerId: string; copyId: string }[];
}

/**
 * Moves the items in each owner's folder trees to that owner's copy of their category, and their attribute
 * values to the copy's attributes (an account purge handing a category over). Two statements.
 */
export async function moveItemsToCategoryCopies(db: DbOrTx, copies: CategoryCopyMap): Promise<void> {
  if (copies.categories.length === 0) return;
  const categoryMap = copies.categories.map((c) => ({
    category_id: c.categoryId,
    owner_id: c.ownerId,
    copy_id: c.copyId,
  }));
  await db.execute(sql`update items i set category_id = m.copy_id
    from ${jsonTable(categoryMap, 'category_id uuid, owner_id uuid, copy_id uuid')}, folders f
    where i.category_id = m.category_id and f.id = i.folder_id and f.owner_id = m.owner_id`);
  if (copies.attributes.length === 0) return;
  const attributeMap = copies.attributes.map((a) => ({
    attribute_id: a.attributeId,
    owner_id: a.ownerId,
    copy_id: a.copyId,
  }));
  await db.execute(sql`update item_attribute_values v set category_attribute_id = m.copy_id
    from ${jsonTable(attributeMap, 'attribute_id uuid, owner_id uuid, copy_id uuid')}, items i, folders f
    where v.category_attribute_id = m.attribute_id and i.id = v.item_id and f.id = i.folder_id
      and f.owner_id = m.owner_id`);
}

/** Flags a new item as "needs details": a required attribute is still empty (cleared by a trigger once filled). */
export async function markNeedsDetails(db: DbOrTx, itemId: string): Promise<void> {
  await db.update(items).set({ needsDetails: true }).where(eq(items.id, itemId));
}

/** Imported items of one batch with their creator's ratings, in two statements (a spreadsheet import). */
export async function insertImportedItems(
  db: DbOrTx,
  input: {
    importBatchId: string;
    creatorId: string;
    createdAt: Date;
    rows: ReadonlyArray<{
      id: string;
      name: string;
      description: string | null;
      folderId: string;
      priceCents: number | null;
      currency: string;
      sourceUrl: string | null;
      categoryId: string;
      rating: number | null;
    }>;
  },
): Promise<number> {
  if (input.rows.length === 0) return 0;
  const inserted = await db
    .insert(items)
    .values(
      input.rows.map(({ rating: _rating, ...r }) => ({
        ...r,
        creatorId: input.creatorId,
        importBatchId: input.importBatchId,
        createdAt: input.createdAt,
        updatedAt: input.createdAt,
      })),
    )
    .returning({ id: items.id });
  const ratings = input.rows.flatMap((r) =>
    r.rating === null ? [] : [{ itemId: r.id, userId: input.creatorId, rating: r.rating }],
  );
  if (ratings.length > 0) await db.insert(itemRatings).values(ratings);
  return inserted.length;
}

/** The ids of an import batch's items. */
export async function findItemIdsOfImportBatch(db: DbOrTx, importBatchId: string): Promise<string[]> {
  const rows = await db.select({ id: items.id }).from(items).where(eq(items.importBatchId, importBatchId));
  return rows.map((r) => r.id);
}
