import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BULK_ENTRY_STATES, type BulkEntryState } from '@shortlist/contracts';
import { categories } from './categories';
import { isOneOf } from './checks';
import { folders } from './folders';
import { items } from './items';
import { users } from './users';

/**
 * A read-only link to a folder. The token is looked up by its SHA-256 (`token_hash`), so the
 * database compares digests, never the secret a visitor typed; the token itself is kept so that its owner can
 * copy the link again. At most one live (not revoked) link per folder.
 */
export const publicLinks = pgTable(
  'public_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    tokenHash: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    includeNotes: boolean().notNull().default(false),
    includeSubfolders: boolean().notNull().default(false),
    viewCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('public_links_token_hash_key').on(t.tokenHash),
    uniqueIndex('public_links_live_folder_key')
      .on(t.folderId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** One bulk paste of links into a folder; its lines are `bulk_import_entries`. */
export const bulkImports = pgTable(
  'bulk_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bulk_imports_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A line of a bulk paste and its progress: waiting -> read -> added, or failed (with the reason) or duplicate.
 * Workers claim waiting lines with FOR UPDATE SKIP LOCKED and a lease (`locked_until`), as the price refresh does.
 */
export const bulkImportEntries = pgTable(
  'bulk_import_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    bulkImportId: uuid()
      .notNull()
      .references(() => bulkImports.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    url: text().notNull(),
    /** A name the user typed for a line whose page had none. */
    manualName: text(),
    state: text().$type<BulkEntryState>().notNull().default('waiting'),
    error: text(),
    name: text(),
    itemId: uuid().references(() => items.id, { onDelete: 'set null' }),
    lockedUntil: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bulk_import_entries_import_idx').on(t.bulkImportId, t.position),
    index('bulk_import_entries_waiting_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} = 'waiting'`),
    check('bulk_import_entries_state', isOneOf(t.state, BULK_ENTRY_STATES)),
  ],
);
