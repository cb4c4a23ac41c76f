import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STATES, type DataExportState } from '@shortlist/contracts';
import { isOneOf } from './checks';
import { folders } from './folders';
import { users } from './users';

/** One import of a spreadsheet into a folder; its items name it (`items.import_batch_id`) so it can be undone. */
export const importBatches = pgTable(
  'import_batches',
  {
    id: uuid().primaryKey().defaultRandom(),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    importedCount: integer().notNull(),
    skippedCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('import_batches_folder_user_idx').on(t.folderId, t.userId, t.createdAt)],
);

/** A "Download my data" archive: built by a job, stored, downloaded once through a signed link. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text().$type<DataExportState>().notNull().default('pending'),
    /** The archive in the media storage, `{id}/data-export.zip`, while it may be downloaded. */
    filePath: text(),
    byteSize: integer(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker building it; a claim older than the tunable lease may be taken over. */
    claimedAt: timestamp({ withTimezone: true }),
    readyAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    downloadedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.state} = 'pending'`),
    check('data_exports_state', isOneOf(t.state, DATA_EXPORT_STATES)),
  ],
);
