import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AttributeType, Preference } from '@shortlist/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { type ChainRow, chainsOf } from '../../access/access.repository';
import { rawRows as rows } from '../../db/raw-rows';
import {
  folders,
  decisionRecords,
  decisionSettings,
  decisionViews,
  decisionWeights,
  itemDecisionStates,
  items,
} from '../../db/schema';
import { decisionView } from './decision-view.read-model';

export type ItemStatusValue = 'considering' | 'shortlisted' | 'rejected' | 'chosen';

export interface SettingsRow {
  budgetCents: number | null;
  criteria: Record<string, unknown>;
  lockedGroupWeights: Record<string, number> | null;
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

/** One item of a folder's decision, as `readDecision` reads it. */
export interface DecisionReadItem {
  id: string;
  name: string;
  priceCents: number | null;
  currency: string;
  /** ISO, to the millisecond, UTC (as Date#toISOString writes it). */
  createdAt: string;
  hasLink: boolean;
  status: ItemStatusValue | null;
  statusReason: string | null;
  targetPriceCents: number | null;
  /** Attribute values by attribute name. */
  values: Record<string, string> | null;
  /** Ratings by user id. */
  ratings: Record<string, number> | null;
  /** The newest `points` prices (newest first), the lowest ever and the count of reads; null: none recorded. */
  history: { prices: number[]; lowest: number | null; reads: number } | null;
}

/** Everything a folder's decision view is built from, access chain included: `readDecision`. */
export interface DecisionRead {
  chain: ChainRow[];
  settings: SettingsRow | null;
  items: DecisionReadItem[];
  attributes: AttributeRow[];
  /** Saved weights of the people the folder's chain names, by user id. */
  weights: Record<string, Record<string, number>>;
  /** Profiles of the people the folder's chain names. */
  profiles: Array<{ id: string; fullName: string | null; nickname: string | null }>;
  /** What the viewer last marked seen (null: never, or no viewer). */
  seen: Record<string, { rank: number | null; priceCents: number | null }> | null;
  /** The open decision record, if any. */
  record: { id: string; snapshot: Record<string, unknown> } | null;
  /** The folder's currency and exchange rates (null: no such folder). */
  money: { currency: string; rates: Array<{ currency: string; rate: number }> } | null;
}

/** A Database (its own connections), not a drizzle handle (a transaction's or the pool's). */
const isDatabase = (source: Database | DbOrTx): source is Database => 'withStartupLock' in source;

/**
 * The folder's decision as the read model `decisionView` reads it (the access chain included: the caller
 * decides access from it first): on the Database, as its named prepared statement; inside a transaction (or on
 * `db`), as a statement that sees the transaction's own writes.
 */
export async function readDecision(
  source: Database | DbOrTx,
  folderId: string,
  viewerId: string | null,
  itemsSeenBy: string | null,
  points: number,
): Promise<DecisionRead> {
  const values = { folderId, viewer: viewerId, itemsSeenBy, points };
  const [row] = isDatabase(source)
    ? await decisionView.rows(source, values)
    : await decisionView.rowsIn(source, values);
  const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return {
    chain: chainsOf(row?.chain),
    settings: parsed(row?.settings ?? null),
    items: parsed(row?.items ?? []),
    attributes: parsed(row?.attributes ?? []),
    weights: parsed(row?.weights ?? {}),
    profiles: parsed(row?.profiles ?? []),
    seen: parsed(row?.seen ?? null),
    record: parsed(row?.record ?? null),
    money: parsed(row?.money ?? null),
  };
}

export interface AttributeRow {
  name: string;
  attributeType: AttributeType;
  options: string[];
  unit: string | null;
  preference: Preference;
  displayOrder: number;
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

/**
 * Everyone who works in a folder: the owner of its tree and the collaborators of it and its ancestors; and those
 * of them who rate there (not viewers), the people of its decision.
 */
export async function findFolderMembers(
  db: DbOrTx,
  folderId: string,
): Promise<{ ownerId: string; memberIds: string[]; raterIds: string[] }> {
  const [row] = await rows<{ ownerId: string; memberIds: string[]; raterIds: string[] }>(
    db,
    sql`with recursive up(id, parent_folder_id, owner_id) as (
        select id, parent_folder_id, owner_id from folders where id = ${folderId}::uuid
        union all
        select f.id, f.parent_folder_id, f.owner_id from up join folders f on f.id = up.parent_folder_id
      )
      select (select owner_id::text from up where parent_folder_id is null) as "ownerId",
        coalesce((select array_agg(distinct fc.user_id::text) from folder_collaborators fc join up on up.id = fc.folder_id),
          '{}'::text[]) as "memberIds",
        coalesce((select array_agg(distinct fc.user_id::text) from folder_collaborators fc join up on up.id = fc.folder_id
          where fc.role <> 'viewer'), '{}'::text[]) as "raterIds"`,
  );
  const ownerId = row?.ownerId ?? '';
  const withOwner = (ids: string[] | undefined) => [...new Set([ownerId, ...(ids ?? [])])].filter(Boolean);
  // raters: a row stronger than viewer anywhere on the chain (the strongest role counts)
  return { ownerId, memberIds: withOwner(row?.memberIds), raterIds: withOwner(row?.raterIds) };
}

export async function findFolderName(db: DbOrTx, folderId: string): Promise<string> {
  const [row] = await db.select({ name: folders.name }).from(folders).where(eq(folders.id, folderId));
  return row?.name ?? '';
}
