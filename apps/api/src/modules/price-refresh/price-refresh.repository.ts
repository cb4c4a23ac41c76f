import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PriceSource, RefreshInterval } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { itemPriceHistory, itemRefreshSettings, items } from '../../db/schema';

/** An item a worker has claimed: where to read its price and what it is now. */
export interface ClaimedItem {
  itemId: string;
  /** The item's folder when claimed: where the activity feed tells of a changed price. */
  folderId: string;
  interval: RefreshInterval;
  failureCount: number;
  sourceUrl: string;
  priceCents: number | null;
  currency: string;
}

export interface RefreshSettingsRow {
  itemId: string;
  interval: RefreshInterval;
  nextRunAt: Date | null;
  lastSuccessAt: Date | null;
  failureCount: number;
  lastError: string | null;
}

export interface PricePointRow {
  priceCents: number;
  currency: string;
  source: PriceSource;
  recordedAt: Date;
}

const iso = (date: Date) => date.toISOString();

/** What both claims return, as PostgreSQL answers it (the same `returning` list). */
interface ClaimedRow {
  item_id: string;
  folder_id: string;
  interval: RefreshInterval;
  failure_count: number;
  source_url: string;
  price_cents: number | null;
  currency: string;
}

const toClaimedItem = (r: ClaimedRow): ClaimedItem => ({
  itemId: r.item_id,
  folderId: r.folder_id,
  interval: r.interval,
  failureCount: Number(r.failure_count),
  sourceUrl: r.source_url,
  priceCents: r.price_cents === null ? null : Number(r.price_cents),
  currency: r.currency,
});

/**
 * Claims up to `limit` due items for one worker in one statement: the due rows are locked with
 * FOR UPDATE SKIP LOCKED (rows another worker is claiming right now are skipped, not waited for) and marked
 * with the worker's id and a lease. A row whose lease has not lapsed is not due, so no two workers ever hold
 * the same item. Only items with a link whose refresh was chosen by a user who is still Premium are due.
 */
export async function claimDueItems(
  db: DbOrTx,
  input: { now: Date; leaseUntil: Date; workerId: string; limit: number },
): Promise<ClaimedItem[]> {
  const rows = await rawRows<ClaimedRow>(
    db,
    sql`
    with due as (
      select rs.item_id
      from item_refresh_settings rs
      join items i on i.id = rs.item_id
      join profiles p on p.id = rs.updated_by
      where rs.interval <> 'off'
        and rs.next_run_at <= ${iso(input.now)}::timestamptz
        and (rs.locked_until is null or rs.locked_until <= ${iso(input.now)}::timestamptz)
        and i.source_url is not null
        and p.subscription_plan <> 'basic'
      order by rs.next_run_at
      limit ${input.limit}
      for update of rs skip locked
    )
    update item_refresh_settings s
    set locked_until = ${iso(input.leaseUntil)}::timestamptz, claimed_by = ${input.workerId}
    from due, items i
    where s.item_id = due.item_id and i.id = s.item_id
    returning s.item_id, i.folder_id, s.interval, s.failure_count, i.source_url, i.price_cents, i.currency
  `,
  );
  return rows.map(toClaimedItem);
}

/**
 * Claims one item for a read asked for by hand ("Refresh now"), with the same lease the worker takes, so the
 * worker and a click never read the same item at once. An item without refresh settings gets an Off row first
 * (the read's outcome is kept there). Undefined when the item has no link or a worker holds it right now.
 */
export async function claimItemNow(
  db: DbOrTx,
  input: { itemId: string; now: Date; leaseUntil: Date; workerId: string; userId: string },
): Promise<ClaimedItem | undefined> {
  await db
    .insert(itemRefreshSettings)
    .values({ itemId: input.itemId, interval: 'off', updatedBy: input.userId, updatedAt: input.now })
    .onConflictDoNothing({ target: itemRefreshSettings.itemId });
  const rows = await rawRows<ClaimedRow>(
    db,
    sql`
    update item_refresh_settings s
    set locked_until = ${iso(input.leaseUntil)}::timestamptz, claimed_by = ${input.workerId}
    from items i
    where s.item_id = ${input.itemId} and i.id = s.item_id and i.source_url is not null
      and (s.locked_until is null or s.locked_until <= ${iso(input.now)}::timestamptz)
    returning s.item_id, i.folder_id, s.interval, s.failure_count, i.source_url, i.price_cents, i.currency
  `,
  );
  return rows.map(toClaimedItem)[0];
}

/**
 * Sets the item's price (and currency) only if it is still what the worker saw, so a hand edit made while
 * the page was being read wins. Touches no other column. True when the price was written.
 */
export async function updateItemPriceIfUnchanged(
  db: DbOrTx,
  input: {
    itemId: string;
    expectedPriceCents: number | null;
    expectedCurrency: string;
    priceCents: number;
    currency: string;
  },
): Promise<boolean> {
  const updated = await db
    .update(items)
    .set({ priceCents: input.priceCents, currency: input.currency })
    .where(
      and(
        eq(items.id, input.itemId),
        sql`${items.priceCents} is not distinct from ${input.expectedPriceCents}`,
        eq(items.currency, input.expectedCurrency),
      ),
    )
    .returning({ id: items.id });
  return updated.length > 0;
}

/**
 * Copies the item's current price into its history when it differs from the last recorded price (or none is
 * recorded yet). One statement; true when a point was added.
 */
export async function snapshotItemPrice(
  db: DbOrTx,
  input: { itemId: string; source: PriceSource; at: Date },
): Promise<boolean> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`
    insert into item_price_history (item_id, price_cents, currency, source, recorded_at)
    select i.id, i.price_cents, i.currency, ${input.source}, ${iso(input.at)}::timestamptz
    from items i
    where i.id = ${input.itemId}
      and i.price_cents is not null
      and not exists (
        select 1 from (
          select h.price_cents, h.currency from item_price_history h
          where h.item_id = i.id
          order by h.recorded_at desc, h.seq desc
          limit 1
        ) last
        where last.price_cents = i.price_cents and last.currency = i.currency
      )
    returning id
  `,
  );
  return rows.length > 0;
}

/**
 * The first point of a NEW item's price history, as the body of a data-modifying CTE in the statement that
 * inserts the item (`item`: that insert's CTE, returning id, price_cents, currency): snapshotItemPrice's rule for
 * an item with no history yet (a point when it has a price). Add Item's writes are one statement.
 */
export function firstPricePointSql(input: { source: PriceSource; at: string }): SQL {
  return sql`insert into item_price_history (item_id, price_cents, currency, source, recorded_at)
    select item.id, item.price_cents, item.currency, ${input.source}, ${input.at}::timestamptz
    from item where item.price_cents is not null`;
}

/** The item's link, or undefined when the item does not exist. */
export async function findItemSourceUrl(
  db: DbOrTx,
  itemId: string,
): Promise<{ sourceUrl: string | null } | undefined> {
  const [row] = await db.select({ sourceUrl: items.sourceUrl }).from(items).where(eq(items.id, itemId));
  return row;
}

/** Ends a claim after a successful read: failures reset, next run one interval later. */
export async function finishClaimSuccess(
  db: DbOrTx,
  input: { itemId: string; workerId: string; now: Date; nextRunAt: Date },
): Promise<void> {
  await db
    .update(itemRefreshSettings)
    .set({
      lastRunAt: input.now,
      lastSuccessAt: input.now,
      failureCount: 0,
      lastError: null,
      nextRunAt: input.nextRunAt,
      lockedUntil: null,
      claimedBy: null,
    })
    .where(
      and(eq(itemRefreshSettings.itemId, input.itemId), eq(itemRefreshSettings.claimedBy, input.workerId)),
    );
}

/** Ends a claim after a failed read: one more failure, next run after the back-off. */
export async function finishClaimFailure(
  db: DbOrTx,
  input: { itemId: string; workerId: string; now: Date; nextRunAt: Date; error: string },
): Promise<void> {
  await db
    .update(itemRefreshSettings)
    .set({
      lastRunAt: input.now,
      failureCount: sql`${itemRefreshSettings.failureCount} + 1`,
      lastError: input.error,
      nextRunAt: input.nextRunAt,
      lockedUntil: null,
      claimedBy: null,
    })
    .where(
      and(eq(itemRefreshSettings.itemId, input.itemId), eq(itemRefreshSettings.claimedBy, input.workerId)),
    );
}

export async function findRefreshSettings(
  db: DbOrTx,
  itemId: string,
): Promise<RefreshSettingsRow | undefined> {
  const [row] = await db
    .select({
      itemId: itemRefreshSettings.itemId,
      interval: itemRefreshSettings.interval,
      nextRunAt: itemRefreshSettings.nextRunAt,
      lastSuccessAt: itemRefreshSettings.lastSuccessAt,
      failureCount: itemRefreshSettings.failureCount,
      lastError: itemRefreshSettings.lastError,
    })
    .from(itemRefreshSettings)
    .where(eq(itemRefreshSettings.itemId, itemId));
  return row;
}

/** Creates or changes an item's refresh interval; a new choice starts afresh (no failures, no held claim). */
export async function upsertRefreshSettings(
  db: DbOrTx,
  input: { itemId: string; interval: RefreshInterval; nextRunAt: Date | null; updatedBy: string; now: Date },
): Promise<RefreshSettingsRow> {
  const values = {
    interval: input.interval,
    nextRunAt: input.nextRunAt,
    updatedBy: input.updatedBy,
    failureCount: 0,
    lastError: null,
    updatedAt: input.now,
  };
  const [row] = await db
    .insert(itemRefreshSettings)
    .values({ itemId: input.itemId, ...values })
    .onConflictDoUpdate({ target: itemRefreshSettings.itemId, set: values })
    .returning({
      itemId: itemRefreshSettings.itemId,
      interval: itemRefreshSettings.interval,
      nextRunAt: itemRefreshSettings.nextRunAt,
      lastSuccessAt: itemRefreshSettings.lastSuccessAt,
      failureCount: itemRefreshSettings.failureCount,
      lastError: itemRefreshSettings.lastError,
    });
  return row!;
}

/** The latest `limit` price points of an item, oldest first. */
export async function listPriceHistory(db: DbOrTx, itemId: string, limit: number): Promise<PricePointRow[]> {
  const latest = db
    .select({
      seq: itemPriceHistory.seq,
      priceCents: itemPriceHistory.priceCents,
      currency: itemPriceHistory.currency,
      source: itemPriceHistory.source,
      recordedAt: itemPriceHistory.recordedAt,
    })
    .from(itemPriceHistory)
    .where(eq(itemPriceHistory.itemId, itemId))
    .orderBy(desc(itemPriceHistory.recordedAt), desc(itemPriceHistory.seq))
    .limit(limit)
    .as('latest');
  return db
    .select({
      priceCents: latest.priceCents,
      currency: latest.currency,
      source: latest.source,
      recordedAt: latest.recordedAt,
    })
    .from(latest)
    .orderBy(asc(latest.recordedAt), asc(latest.seq));
}

/**
 * For each item of a folder whose last two recorded prices differ (same currency): the previous and the
 * current price. One statement.
 */
export async function listFolderPriceTrends(
  db: DbOrTx,
  folderId: string,
): Promise<Array<{ itemId: string; previousPriceCents: number; priceCents: number; currency: string }>> {
  const rows = await rawRows<{
    item_id: string;
    price_cents: number;
    previous_price_cents: number;
    currency: string;
  }>(
    db,
    sql`
    select item_id, price_cents, previous_price_cents, currency
    from (
      select h.item_id, h.price_cents, h.currency,
        lag(h.price_cents) over w as previous_price_cents,
        lag(h.currency) over w as previous_currency,
        row_number() over (partition by h.item_id order by h.recorded_at desc, h.seq desc) as rn
      from item_price_history h
      join items i on i.id = h.item_id
      where i.folder_id = ${folderId}
      window w as (partition by h.item_id order by h.recorded_at, h.seq)
    ) ranked
    where rn = 1 and previous_price_cents is not null and previous_currency = currency
      and previous_price_cents <> price_cents
  `,
  );
  return rows.map((r) => ({
    itemId: r.item_id,
    priceCents: Number(r.price_cents),
    previousPriceCents: Number(r.previous_price_cents),
    currency: r.currency,
  }));
}
