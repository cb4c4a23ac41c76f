import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemAliasShared, itemAliasVisibleTo, itemShared, itemVisibleTo } from '../../db/item-visibility';
import { rawRows as rows } from '../../db/raw-rows';
import {
  categoryAttributes,
  folders,
  decisionRecords,
  decisionSettings,
  decisionViews,
  decisionWeights,
  itemAttributeValues,
  itemDecisionStates,
  itemRatings,
  items,
  profiles,
} from '../../db/schema';

export type ItemStatusValue = 'considering' | 'shortlisted' | 'rejected' | 'chosen';

export interface SettingsRow {
  budgetCents: number | null;
  criteria: Record<string, unknown>;
  lockedGroupWeights: Record<string, number> | null;
  lastWinnerItemId: string | null;
}

export async function findSettings(db: DbOrTx, folderId: string): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select({
      budgetCents: decisionSettings.budgetCents,
      criteria: decisionSettings.criteria,
      lockedGroupWeights: decisionSettings.lockedGroupWeights,
      lastWinnerItemId: decisionSettings.lastWinnerItemId,
    })
    .from(decisionSettings)
    .where(eq(decisionSettings.folderId, folderId));
  return row;
}

/** Writes some settings of a folder, creating its row on first use. */
export async function upsertSettings(
  db: DbOrTx,
  folderId: string,
  values: Partial<SettingsRow>,
  at: Date,
): Promise<void> {
  await db
    .insert(decisionSettings)
    .values({ folderId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: decisionSettings.folderId, set: { ...values, updatedAt: at } });
}

export interface DecisionItemRow {
  id: string;
  name: string;
  priceCents: number | null;
  currency: string;
  createdAt: Date;
  sourceUrl: string | null;
  categoryId: string;
  status: ItemStatusValue | null;
  statusReason: string | null;
  targetPriceCents: number | null;
}

/** Which items a decision read counts: the viewer's visible ones, or only shared ones without a viewer. */
function visibleTo(viewerId: string | null): SQL {
  return viewerId ? itemVisibleTo(viewerId) : itemShared();
}

/** The items directly in a folder that the viewer sees, with their decision state, oldest first. One statement. */
export function findFolderItems(
  db: DbOrTx,
  folderId: string,
  viewerId: string | null,
): Promise<DecisionItemRow[]> {
  return db
    .select({
      id: items.id,
      name: items.name,
      priceCents: items.priceCents,
      currency: items.currency,
      createdAt: items.createdAt,
      sourceUrl: items.sourceUrl,
      categoryId: items.categoryId,
      status: itemDecisionStates.status,
      statusReason: itemDecisionStates.statusReason,
      targetPriceCents: itemDecisionStates.targetPriceCents,
    })
    .from(items)
    .leftJoin(itemDecisionStates, eq(itemDecisionStates.itemId, items.id))
    .where(and(eq(items.folderId, folderId), visibleTo(viewerId)))
    .orderBy(asc(items.createdAt), asc(items.id));
}

export interface AttributeRow {
  name: string;
  attributeType: 'text' | 'number';
  options: string[];
  displayOrder: number;
}

/** The attributes of every category used by the folder's items the viewer sees. One statement. */
export function findFolderAttributes(
  db: DbOrTx,
  folderId: string,
  viewerId: string | null,
): Promise<AttributeRow[]> {
  return db
    .select({
      name: categoryAttributes.name,
      attributeType: categoryAttributes.attributeType,
      options: categoryAttributes.options,
      displayOrder: categoryAttributes.displayOrder,
    })
    .from(categoryAttributes)
    .where(
      inArray(
        categoryAttributes.categoryId,
        db
          .selectDistinct({ id: items.categoryId })
          .from(items)
          .where(and(eq(items.folderId, folderId), visibleTo(viewerId))),
      ),
    )
    .orderBy(asc(categoryAttributes.displayOrder), asc(categoryAttributes.name));
}

/** Attribute values of the folder's items the viewer sees, by attribute name. One statement. */
export function findFolderValues(db: DbOrTx, folderId: string, viewerId: string | null) {
  return db
    .select({
      itemId: itemAttributeValues.itemId,
      name: categoryAttributes.name,
      value: itemAttributeValues.value,
    })
    .from(itemAttributeValues)
    .innerJoin(categoryAttributes, eq(categoryAttributes.id, itemAttributeValues.categoryAttributeId))
    .innerJoin(items, eq(items.id, itemAttributeValues.itemId))
    .where(and(eq(items.folderId, folderId), visibleTo(viewerId)));
}

/** Every rating of the folder's items the viewer sees. One statement. */
export function findFolderRatings(db: DbOrTx, folderId: string, viewerId: string | null) {
  return db
    .select({ itemId: itemRatings.itemId, userId: itemRatings.userId, rating: itemRatings.rating })
    .from(itemRatings)
    .innerJoin(items, eq(items.id, itemRatings.itemId))
    .where(and(eq(items.folderId, folderId), visibleTo(viewerId)));
}

/** The saved weights of the given people in a folder (no row: the person kept the defaults). */
export function findWeights(db: DbOrTx, folderId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: decisionWeights.userId, weights: decisionWeights.weights })
    .from(decisionWeights)
    .where(and(eq(decisionWeights.folderId, folderId), inArray(decisionWeights.userId, [...userIds])));
}

export async function upsertWeights(
  db: DbOrTx,
  folderId: string,
  userId: string,
  weights: Record<string, number>,
  at: Date,
) {
  await db
    .insert(decisionWeights)
    .values({ folderId, userId, weights, updatedAt: at })
    .onConflictDoUpdate({
      target: [decisionWeights.folderId, decisionWeights.userId],
      set: { weights, updatedAt: at },
    });
}

export function findProfiles(db: DbOrTx, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: profiles.id, fullName: profiles.fullName, nickname: profiles.nickname })
    .from(profiles)
    .where(inArray(profiles.id, [...userIds]));
}

/** The last `points` recorded prices of each item of the folder the viewer sees, and its count of reads. */
export async function findPriceHistories(
  db: DbOrTx,
  folderId: string,
  viewerId: string | null,
  points: number,
) {
  return rows<{ itemId: string; prices: number[]; lowest: number | null; reads: number }>(
    db,
    sql`select h.item_id::text as "itemId",
        (array_agg(h.price_cents order by h.recorded_at desc, h.seq desc))[1:${points}] as "prices",
        min(h.price_cents)::int as "lowest", count(*)::int as "reads"
      from item_price_history h join items i on i.id = h.item_id
      where i.folder_id = ${folderId}::uuid
        and ${viewerId ? itemAliasVisibleTo('i', viewerId) : itemAliasShared('i')}
      group by h.item_id`,
  );
}

export async function findSeen(db: DbOrTx, folderId: string, userId: string) {
  const [row] = await db
    .select({ seen: decisionViews.seen })
    .from(decisionViews)
    .where(and(eq(decisionViews.folderId, folderId), eq(decisionViews.userId, userId)));
  return row?.seen;
}

export async function upsertSeen(
  db: DbOrTx,
  folderId: string,
  userId: string,
  seen: Record<string, { rank: number | null; priceCents: number | null }>,
  at: Date,
) {
  await db
    .insert(decisionViews)
    .values({ folderId, userId, seen, seenAt: at })
    .onConflictDoUpdate({
      target: [decisionViews.folderId, decisionViews.userId],
      set: { seen, seenAt: at },
    });
}

/** The open (not reopened) decision of a folder, if any. */
export async function findOpenRecord(db: DbOrTx, folderId: string) {
  const [row] = await db
    .select({ id: decisionRecords.id, itemId: decisionRecords.itemId, snapshot: decisionRecords.snapshot })
    .from(decisionRecords)
    .where(and(eq(decisionRecords.folderId, folderId), isNull(decisionRecords.reopenedAt)))
    .orderBy(desc(decisionRecords.decidedAt))
    .limit(1);
  return row;
}

export async function insertRecord(
  db: DbOrTx,
  values: {
    folderId: string;
    itemId: string;
    decidedBy: string;
    decidedAt: Date;
    snapshot: Record<string, unknown>;
  },
): Promise<string> {
  const [row] = await db.insert(decisionRecords).values(values).returning({ id: decisionRecords.id });
  return row!.id;
}

export async function closeOpenRecords(db: DbOrTx, folderId: string, at: Date): Promise<number> {
  const closed = await db
    .update(decisionRecords)
    .set({ reopenedAt: at })
    .where(and(eq(decisionRecords.folderId, folderId), isNull(decisionRecords.reopenedAt)))
    .returning({ id: decisionRecords.id });
  return closed.length;
}

/** Sets an item's status (and reason), creating its decision row on first use. */
export async function upsertItemState(
  db: DbOrTx,
  itemId: string,
  values: Partial<{
    status: ItemStatusValue;
    statusReason: string | null;
    targetPriceCents: number | null;
    budgetSide: 'below' | 'above' | null;
    targetSide: 'below' | 'above' | null;
  }>,
  at: Date,
) {
  await db
    .insert(itemDecisionStates)
    .values({ itemId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: itemDecisionStates.itemId, set: { ...values, updatedAt: at } });
}

/** Items of the folder with the given status go back to another (a reopened decision). */
export async function replaceStatus(
  db: DbOrTx,
  folderId: string,
  from: ItemStatusValue,
  to: ItemStatusValue,
  at: Date,
) {
  await db
    .update(itemDecisionStates)
    .set({ status: to, updatedAt: at })
    .where(
      and(
        eq(itemDecisionStates.status, from),
        inArray(
          itemDecisionStates.itemId,
          db.select({ id: items.id }).from(items).where(eq(items.folderId, folderId)),
        ),
      ),
    );
}

export async function findItemWatchState(db: DbOrTx, itemId: string) {
  const [row] = await db
    .select({
      folderId: items.folderId,
      name: items.name,
      sourceUrl: items.sourceUrl,
      currency: items.currency,
      isPrivate: items.isPrivate,
      creatorId: items.creatorId,
      targetPriceCents: itemDecisionStates.targetPriceCents,
      budgetSide: itemDecisionStates.budgetSide,
      targetSide: itemDecisionStates.targetSide,
    })
    .from(items)
    .leftJoin(itemDecisionStates, eq(itemDecisionStates.itemId, items.id))
    .where(eq(items.id, itemId));
  return row;
}

/** The newest price read of an item: its id names the read (watches never alert twice for one read). */
export async function findLatestRead(db: DbOrTx, itemId: string) {
  const [row] = await rows<{ id: string; priceCents: number; previousCents: number | null }>(
    db,
    sql`select h.id::text as "id", h.price_cents as "priceCents",
        lag(h.price_cents) over (order by h.recorded_at, h.seq) as "previousCents"
      from item_price_history h where h.item_id = ${itemId}::uuid
      order by h.recorded_at desc, h.seq desc limit 1`,
  );
  return row;
}

/** Everyone who works in a folder: the owner of its tree and the collaborators of it and its ancestors. */
export async function findFolderMembers(
  db: DbOrTx,
  folderId: string,
): Promise<{ ownerId: string; memberIds: string[] }> {
  const [row] = await rows<{ ownerId: string; memberIds: string[] }>(
    db,
    sql`with recursive up(id, parent_folder_id, owner_id) as (
        select id, parent_folder_id, owner_id from folders where id = ${folderId}::uuid
        union all
        select f.id, f.parent_folder_id, f.owner_id from up join folders f on f.id = up.parent_folder_id
      )
      select (select owner_id::text from up where parent_folder_id is null) as "ownerId",
        coalesce((select array_agg(distinct fc.user_id::text) from folder_collaborators fc join up on up.id = fc.folder_id),
          '{}'::text[]) as "memberIds"`,
  );
  const ownerId = row?.ownerId ?? '';
  return { ownerId, memberIds: [...new Set([ownerId, ...(row?.memberIds ?? [])])].filter(Boolean) };
}

export async function findFolderName(db: DbOrTx, folderId: string): Promise<string> {
  const [row] = await db.select({ name: folders.name }).from(folders).where(eq(folders.id, folderId));
  return row?.name ?? '';
}
