import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  ITEM,
  PRICE_REFRESH,
  PRICE_SOURCES,
  type PriceSource,
  type RefreshInterval,
} from '@shortlist/contracts';
import { isOneOf } from './checks';
import { items } from './items';
import { users } from './users';

/** Every recorded price of an item: edited by hand, read by the refresh job, or imported from its link. */
export const itemPriceHistory = pgTable(
  'item_price_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    priceCents: integer().notNull(),
    currency: text().notNull(),
    source: text().$type<PriceSource>().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: breaks ties between points recorded at the same instant. */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('item_price_history_item_idx').on(t.itemId, t.recordedAt, t.seq),
    check('item_price_history_source', isOneOf(t.source, PRICE_SOURCES)),
    check('item_price_history_price', sql`${t.priceCents} >= ${sql.raw(String(ITEM.priceMin))}`),
  ],
);

/**
 * How often an item's price is re-read from its link, and the worker's bookkeeping. A worker claims due rows by
 * setting locked_until / claimed_by in one UPDATE over `FOR UPDATE SKIP LOCKED` rows, so two API instances never
 * refresh the same item at once; a crashed worker's claim lapses at locked_until.
 */
export const itemRefreshSettings = pgTable(
  'item_refresh_settings',
  {
    itemId: uuid()
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    interval: text().$type<RefreshInterval>().notNull().default('off'),
    /** Who chose the interval: refreshes run while this user is Premium. */
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    nextRunAt: timestamp({ withTimezone: true }),
    lastRunAt: timestamp({ withTimezone: true }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    failureCount: integer().notNull().default(0),
    lastError: text(),
    lockedUntil: timestamp({ withTimezone: true }),
    claimedBy: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('item_refresh_settings_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.interval} <> 'off'`),
    check('item_refresh_settings_interval', isOneOf(t.interval, PRICE_REFRESH.intervals)),
  ],
);
