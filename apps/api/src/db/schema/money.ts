import { sql } from 'drizzle-orm';
import { check, doublePrecision, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { folders } from './folders';
import { users } from './users';

/**
 * The folder owner's exchange rate for one currency: one unit of `currency` is worth `rate` units of the folder's
 * currency. Decide ranks an item priced in `currency` by its converted price; without a row, that item is left
 * out of the price criterion. Per folder, because a folder is one decision made in one currency at one moment.
 */
export const folderExchangeRates = pgTable(
  'folder_exchange_rates',
  {
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    rate: doublePrecision().notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.folderId, t.currency] }),
    check('folder_exchange_rates_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('folder_exchange_rates_rate_positive', sql`${t.rate} > 0`),
  ],
);
