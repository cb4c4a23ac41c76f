import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemAliasVisibleTo } from '../../db/item-visibility';
import { rawRows } from '../../db/raw-rows';
import { folderExchangeRates, folders } from '../../db/schema';

export interface ExchangeRateRow {
  currency: string;
  rate: number;
  updatedAt: Date;
}

/** A folder's currency and rates, sorted by currency; undefined when there is no such folder. */
export async function findFolderMoney(
  db: DbOrTx,
  folderId: string,
): Promise<{ currency: string; rates: ExchangeRateRow[] } | undefined> {
  const [folder] = await db
    .select({ currency: folders.currency })
    .from(folders)
    .where(eq(folders.id, folderId));
  if (!folder) return undefined;
  const rates = await db
    .select({
      currency: folderExchangeRates.currency,
      rate: folderExchangeRates.rate,
      updatedAt: folderExchangeRates.updatedAt,
    })
    .from(folderExchangeRates)
    .where(eq(folderExchangeRates.folderId, folderId))
    .orderBy(asc(folderExchangeRates.currency));
  return { currency: folder.currency, rates };
}

/** The currencies of the folder's priced items the viewer sees, sorted. */
export async function findPricedCurrencies(
  db: DbOrTx,
  folderId: string,
  viewerId: string,
): Promise<string[]> {
  const rows = await rawRows<{ currency: string }>(
    db,
    sql`select distinct i.currency from items i
      where i.folder_id = ${folderId} and i.price_cents is not null and ${itemAliasVisibleTo('i', viewerId)}
      order by i.currency`,
  );
  return rows.map((r) => r.currency);
}

/** Replaces the folder's rates with these (what is not listed goes). */
export async function replaceRates(
  tx: DbOrTx,
  folderId: string,
  rates: ReadonlyArray<{ currency: string; rate: number }>,
  userId: string,
  now: Date,
): Promise<void> {
  const keep = new Map(rates.map((r) => [r.currency, r.rate]));
  const existing = await tx
    .select({ currency: folderExchangeRates.currency, rate: folderExchangeRates.rate })
    .from(folderExchangeRates)
    .where(eq(folderExchangeRates.folderId, folderId));
  for (const row of existing)
    if (!keep.has(row.currency))
      await tx
        .delete(folderExchangeRates)
        .where(
          and(eq(folderExchangeRates.folderId, folderId), eq(folderExchangeRates.currency, row.currency)),
        );
  // an unchanged rate keeps its row (and its date); a new or changed one is written
  const unchanged = new Set(existing.filter((r) => keep.get(r.currency) === r.rate).map((r) => r.currency));
  const changed = rates.filter((r) => !unchanged.has(r.currency));
  if (changed.length > 0)
    await tx
      .insert(folderExchangeRates)
      .values(
        changed.map((r) => ({
          folderId,
          currency: r.currency,
          rate: r.rate,
          updatedBy: userId,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [folderExchangeRates.folderId, folderExchangeRates.currency],
        set: { rate: sql`excluded.rate`, updatedBy: userId, updatedAt: now },
      });
}
