import { randomUUID } from 'node:crypto';
import {
  LINK_READER_ERRORS,
  PRICE_REFRESH,
  type PriceHistory,
  type PriceRefresh,
  type PriceSource,
  type PriceTrend,
  type RefreshInterval,
} from '@shortlist/contracts';
import { recordActivity } from '../activity/activity.service';
import type { Database, DbOrTx } from '../../db/client';
import { PRICE_REFRESH_WORKER } from '../../config/tunables';
import type { AppDeps, Clock } from '../../deps';
import { errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { LinkReadError, type LinkReader } from '../../integrations/link-reader';
import { requireFolderAccess, requireItemAccess } from '../../access/folder-access';
import * as repo from './price-refresh.repository';

/** The pg-boss queue of the refresh worker (jobs/). */
export const PRICE_REFRESH_QUEUE = 'price-refresh';

/** When an item set to `interval` is next due after `from` (null for Off). */
export function nextRunAfter(interval: RefreshInterval, from: Date): Date | null {
  if (interval === 'off') return null;
  return new Date(from.getTime() + PRICE_REFRESH.intervalMs[interval]);
}

/** Delay before retrying after the `failures`-th failure in a row: doubles each time, capped. */
export function backoffDelayMs(failures: number): number {
  const exponent = Math.max(0, failures - 1);
  return Math.min(PRICE_REFRESH_WORKER.backoffBaseMs * 2 ** exponent, PRICE_REFRESH_WORKER.backoffMaxMs);
}

export interface RefreshRunDeps {
  database: Database;
  clock: Clock;
  reader: Pick<LinkReader, 'readPrice'>;
  logger?: { warn(obj: object, msg?: string): void };
  /** Runs in the refresh's transaction after a changed price is recorded (the decision's price watches). */
  onPriceChanged?: (tx: DbOrTx, itemId: string) => Promise<void>;
}

export interface RefreshRunResult {
  claimed: number;
  succeeded: number;
  failed: number;
  /** Items whose price changed and was recorded. */
  changed: number;
}

/**
 * Records the item's current price in its history when it differs from the last recorded one (or none is
 * recorded yet). The items service calls it after a create ('manual' or 'import') and a hand edit ('manual'),
 * inside its own transaction.
 */
export function recordItemPrice(
  db: DbOrTx,
  input: { itemId: string; source: PriceSource; at: Date },
): Promise<boolean> {
  return repo.snapshotItemPrice(db, input);
}

/**
 * recordItemPrice for an item being created, as part of the statement that inserts it (the items service's one
 * write statement): the same rule, written as SQL over that statement's `item`.
 */
export const firstPriceOfNewItem = (input: {
  source: PriceSource;
  /** ISO 8601; every value is a parameter (Add Item's write is built once). */
  at: string;
}) => repo.firstPricePointSql(input);

class NoPriceFound extends Error {}

/** The text kept as the item's last error: the reader's own message, never an internal one. */
function failureText(err: unknown): string {
  if (err instanceof LinkReadError) return err.message;
  if (err instanceof NoPriceFound) return LINK_READER_ERRORS.noPrice;
  return LINK_READER_ERRORS.unreachable;
}

async function refreshOne(
  deps: RefreshRunDeps,
  item: repo.ClaimedItem,
  workerId: string,
  actorId: string | null,
): Promise<'changed' | 'same'> {
  const reading = await deps.reader.readPrice(item.sourceUrl);
  if (reading.priceCents === null) throw new NoPriceFound();
  const priceCents = reading.priceCents;
  const currency = reading.currency ?? item.currency;
  const now = deps.clock.now();
  const changed = priceCents !== item.priceCents || currency !== item.currency;
  return deps.database.db.transaction(async (tx) => {
    let result: 'changed' | 'same' = 'same';
    if (changed) {
      const written = await repo.updateItemPriceIfUnchanged(tx, {
        itemId: item.itemId,
        expectedPriceCents: item.priceCents,
        expectedCurrency: item.currency,
        priceCents,
        currency,
      });
      // a hand edit landed while the page was being read: it wins, this reading is dropped
      if (written) {
        await recordItemPrice(tx, { itemId: item.itemId, source: 'refresh', at: now });
        await recordActivity(tx, {
          folderId: item.folderId,
          actorId,
          itemId: item.itemId,
          kind: 'price.changed',
          payload: { fromCents: item.priceCents, toCents: priceCents, currency },
          at: now,
        });
        await deps.onPriceChanged?.(tx, item.itemId);
        result = 'changed';
      }
    } else {
      // the first reading of an item without history still gives the chart its starting point
      await recordItemPrice(tx, { itemId: item.itemId, source: 'refresh', at: now });
    }
    await repo.finishClaimSuccess(tx, {
      itemId: item.itemId,
      workerId,
      now,
      nextRunAt: nextRunAfter(item.interval, now) ?? now,
    });
    return result;
  });
}

/**
 * One run of the refresh worker: claims due items (never an item another worker holds), re-reads only their
 * price, records each change in the price history and schedules the next run; a failed read backs off
 * exponentially. Safe to run from any number of API instances at once.
 */
export async function refreshDuePrices(
  deps: RefreshRunDeps,
  options: { workerId?: string; limit?: number } = {},
): Promise<RefreshRunResult> {
  const workerId = options.workerId ?? randomUUID();
  const now = deps.clock.now();
  const claimed = await repo.claimDueItems(deps.database.db, {
    now,
    leaseUntil: new Date(now.getTime() + PRICE_REFRESH_WORKER.claimLeaseMs),
    workerId,
    limit: options.limit ?? PRICE_REFRESH_WORKER.batchSize,
  });
  const result: RefreshRunResult = { claimed: claimed.length, succeeded: 0, failed: 0, changed: 0 };
  for (const item of claimed) {
    const outcome = await refreshClaimed(deps, item, workerId, null);
    if (outcome === 'failed') result.failed += 1;
    else result.succeeded += 1;
    if (outcome === 'changed') result.changed += 1;
  }
  return result;
}

/**
 * Reads one claimed item and ends its claim: the new price and next run on success, one more failure and the
 * back-off on failure. The worker and "Refresh now" both go through here.
 */
async function refreshClaimed(
  deps: RefreshRunDeps,
  item: repo.ClaimedItem,
  workerId: string,
  /** Who asked ("Refresh now"); null for the scheduled worker. */
  actorId: string | null,
): Promise<'changed' | 'same' | 'failed'> {
  try {
    return await refreshOne(deps, item, workerId, actorId);
  } catch (err) {
    const at = deps.clock.now();
    deps.logger?.warn({ itemId: item.itemId, err }, 'price refresh failed');
    await repo.finishClaimFailure(deps.database.db, {
      itemId: item.itemId,
      workerId,
      now: at,
      nextRunAt: new Date(at.getTime() + backoffDelayMs(item.failureCount + 1)),
      error: failureText(err),
    });
    return 'failed';
  }
}

/**
 * "Refresh now" (Premium, anyone who may edit the item): reads the item's page at once through the worker's
 * own claim and read, and answers the updated price card. A page that cannot be read is kept as the item's last
 * error with the next try, like a scheduled failure; an item a worker is reading right now is left to it.
 */
export async function refreshPriceNow(
  deps: AppDeps,
  runDeps: Pick<RefreshRunDeps, 'reader' | 'onPriceChanged'>,
  user: SessionUser,
  itemId: string,
): Promise<PriceHistory> {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'edit');
  if (!user.isPremium) throw errors.premiumRequired(LINK_READER_ERRORS.premiumRefresh);
  const item = await repo.findItemSourceUrl(db, itemId);
  if (!item) throw errors.notFound();
  if (!item.sourceUrl) throw errors.validation({ url: LINK_READER_ERRORS.noLink }, LINK_READER_ERRORS.noLink);
  const workerId = randomUUID();
  const now = deps.clock.now();
  const claimed = await repo.claimItemNow(db, {
    itemId,
    now,
    leaseUntil: new Date(now.getTime() + PRICE_REFRESH_WORKER.claimLeaseMs),
    workerId,
    userId: user.id,
  });
  if (claimed) await refreshClaimed({ ...deps, ...runDeps }, claimed, workerId, user.id);
  return getPriceHistory(deps, user, itemId);
}

/* ---- The item view's price card and the folder's price trends ---- */

const NO_REFRESH: repo.RefreshSettingsRow = {
  itemId: '',
  interval: 'off',
  nextRunAt: null,
  lastSuccessAt: null,
  failureCount: 0,
  lastError: null,
};

function presentRefresh(row: repo.RefreshSettingsRow): PriceRefresh {
  return {
    interval: row.interval,
    nextRunAt: row.interval === 'off' ? null : (row.nextRunAt?.toISOString() ?? null),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    failureCount: row.failureCount,
    lastError: row.lastError,
  };
}

/** An item's price history (oldest first) and refresh setting, for anyone who can see the item. */
export async function getPriceHistory(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
): Promise<PriceHistory> {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'view');
  const history = await repo.listPriceHistory(db, itemId, PRICE_REFRESH.historyMax);
  const settings = (await repo.findRefreshSettings(db, itemId)) ?? NO_REFRESH;
  const item = await repo.findItemSourceUrl(db, itemId);
  return {
    history: history.map((h) => ({ ...h, recordedAt: h.recordedAt.toISOString() })),
    refresh: presentRefresh(settings),
    hasLink: !!item?.sourceUrl,
  };
}

/**
 * Sets how often an item's price is refreshed (anyone who may edit the item). Any interval but Off is Premium
 * and needs the item to have a link; the first read is due at once. Off is always allowed (a downgraded user can
 * still switch it off).
 */
export async function setPriceRefresh(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  interval: RefreshInterval,
): Promise<PriceRefresh> {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'edit');
  if (interval !== 'off' && !user.isPremium) throw errors.premiumRequired(LINK_READER_ERRORS.premiumRefresh);
  const item = await repo.findItemSourceUrl(db, itemId);
  if (!item) throw errors.notFound();
  if (interval !== 'off' && !item.sourceUrl) throw errors.validation({ interval: LINK_READER_ERRORS.noLink });
  const now = deps.clock.now();
  const row = await repo.upsertRefreshSettings(db, {
    itemId,
    interval,
    nextRunAt: interval === 'off' ? null : now,
    updatedBy: user.id,
    now,
  });
  if (interval !== 'off') await deps.jobs?.trigger(PRICE_REFRESH_QUEUE).catch(() => undefined);
  return presentRefresh(row);
}

/** Items of a folder whose price dropped or rose since the previous recorded price. One statement. */
export async function listPriceTrends(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<PriceTrend[]> {
  const db = deps.database.db;
  await requireFolderAccess(db, user.id, folderId, 'view');
  const rows = await repo.listFolderPriceTrends(db, folderId);
  return rows.map((r) => ({ ...r, direction: r.priceCents < r.previousPriceCents ? 'down' : 'up' }));
}

/**
 * The scheduled job: refresh batches until no due item is left (at most `maxBatches`, the rest waits for the
 * next tick). Runs from pg-boss on any instance; the claim keeps instances from reading an item twice.
 */
export async function runPriceRefreshJob(
  deps: Pick<AppDeps, 'database' | 'clock' | 'logger'> & Pick<RefreshRunDeps, 'onPriceChanged'>,
  reader: Pick<LinkReader, 'readPrice'>,
  options: { maxBatches?: number } = {},
): Promise<RefreshRunResult> {
  const total: RefreshRunResult = { claimed: 0, succeeded: 0, failed: 0, changed: 0 };
  const workerId = randomUUID();
  for (let batch = 0; batch < (options.maxBatches ?? 10); batch += 1) {
    const run = await refreshDuePrices({ ...deps, reader }, { workerId });
    total.claimed += run.claimed;
    total.succeeded += run.succeeded;
    total.failed += run.failed;
    total.changed += run.changed;
    if (run.claimed < PRICE_REFRESH_WORKER.batchSize) break;
  }
  return total;
}
