import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AttributeType, Preference } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import { type ChainRow, chainsJson, chainsOf, folderChainCte } from '../../access/access.repository';
import { itemAliasShared, itemAliasVisibleTo } from '../../db/item-visibility';
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

/**
 * The folder's decision in ONE statement: its access chain (the caller decides access from it
 * before anything is answered), settings, the items the viewer sees (or only shared ones: `itemsSeenBy` null)
 * with their decision state, attribute values, ratings and last `points` prices, the attributes of their
 * categories, the weights and names of the people the chain names, the viewer's last look and the open record.
 * Each part is built as json by PostgreSQL, so the driver hands back parsed arrays without a row per value.
 */
export async function readDecision(
  db: DbOrTx,
  folderId: string,
  viewerId: string | null,
  itemsSeenBy: string | null,
  points: number,
): Promise<DecisionRead> {
  const visible = itemsSeenBy ? itemAliasVisibleTo('i', itemsSeenBy) : itemAliasShared('i');
  const [row] = await rows<Record<keyof DecisionRead, unknown>>(
    db,
    sql`with recursive ${folderChainCte(sql`${folderId}::uuid`)},
      its as (
        select i.id, i.name, i.price_cents, i.currency, i.created_at, i.source_url, i.category_id
        from items i where i.folder_id = ${folderId}::uuid and ${visible}
      ),
      -- per item, aggregated with one hash join each (a quarter of these tables is one big folder's: a
      -- lookup per item costs more than one pass)
      its_values as (
        select v.item_id, json_object_agg(ca.name, v.value) as "values"
        from item_attribute_values v join category_attributes ca on ca.id = v.category_attribute_id
        where v.item_id in (select id from its) group by v.item_id
      ),
      its_ratings as (
        select r.item_id, json_object_agg(r.user_id::text, r.rating) as ratings
        from item_ratings r where r.item_id in (select id from its) group by r.item_id
      ),
      its_history as (
        select h.item_id, json_build_object(
            'prices', (array_agg(h.price_cents order by h.recorded_at desc, h.seq desc))[1:${points}],
            'lowest', min(h.price_cents), 'reads', count(*)) as history
        from item_price_history h where h.item_id in (select id from its) group by h.item_id
      )
    select ${chainsJson('chain')} as "chain",
      (select json_build_object('budgetCents', s.budget_cents, 'criteria', s.criteria,
          'lockedGroupWeights', s.locked_group_weights)
        from decision_settings s where s.folder_id = ${folderId}::uuid) as "settings",
      coalesce((select json_agg(json_build_object(
          'id', i.id::text, 'name', i.name, 'priceCents', i.price_cents, 'currency', i.currency,
          'createdAt', to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'hasLink', i.source_url is not null and i.source_url <> '',
          'status', st.status, 'statusReason', st.status_reason, 'targetPriceCents', st.target_price_cents,
          'values', iv."values", 'ratings', ir.ratings, 'history', ih.history
        ) order by i.created_at, i.id)
        from its i left join item_decision_states st on st.item_id = i.id
        left join its_values iv on iv.item_id = i.id left join its_ratings ir on ir.item_id = i.id
        left join its_history ih on ih.item_id = i.id), '[]'::json) as "items",
      coalesce((select json_agg(json_build_object('name', a.name, 'attributeType', a.attribute_type,
          'options', a.options, 'displayOrder', a.display_order, 'unit', a.unit, 'preference', a.preference)
          order by a.display_order, a.name)
        from category_attributes a where a.category_id in (select category_id from its)), '[]'::json)
        as "attributes",
      coalesce((select json_object_agg(w.user_id::text, w.weights) from decision_weights w
        where w.folder_id = ${folderId}::uuid and w.user_id in (select user_id from chain_people)), '{}'::json)
        as "weights",
      coalesce((select json_agg(json_build_object('id', p.id::text, 'fullName', p.full_name,
          'nickname', p.nickname)) from profiles p where p.id in (select user_id from chain_people)), '[]'::json)
        as "profiles",
      (select dv.seen from decision_views dv
        where dv.folder_id = ${folderId}::uuid and dv.user_id = ${viewerId}::uuid) as "seen",
      (select json_build_object('id', r.id::text, 'snapshot', r.snapshot) from decision_records r
        where r.folder_id = ${folderId}::uuid and r.reopened_at is null
        order by r.decided_at desc limit 1) as "record",
      (select json_build_object('currency', f.currency, 'rates', coalesce((select json_agg(
          json_build_object('currency', x.currency, 'rate', x.rate) order by x.currency)
          from folder_exchange_rates x where x.folder_id = f.id), '[]'::json))
        from folders f where f.id = ${folderId}::uuid) as "money"`,
  );
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
