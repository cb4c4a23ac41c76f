import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ITEM, ITEM_PRICE_MAX_CENTS } from '@shortlist/contracts';
import { categories, categoryAttributes } from './categories';
import { isBetween } from './checks';
import { folders } from './folders';
import { importBatches } from './transfer';
import { users } from './users';

/** An option being weighed up (folders §3). Money as integer cents plus a currency (DESIGN §3). */
export const items = pgTable(
  'items',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text(),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    priceCents: integer(),
    currency: text().notNull().default('USD'),
    sourceUrl: text(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    creatorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * Added by bulk add from a page that left a required attribute empty: flagged on its card until the
     * required values are filled (a trigger on item_attribute_values clears it).
     */
    needsDetails: boolean().notNull().default(false),
    /** Only the creator sees a private item; `itemVisibleTo` in db/ reads it. */
    isPrivate: boolean().notNull().default(false),
    /** Grows by one with each staged save of the item page that edits more than a rating (optimistic locking). */
    revision: integer().notNull().default(1),
    /** Who made the save that set `revision` (named in a 409 "changed this item after you opened it"). */
    revisedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The spreadsheet import that added it ("Undo this import" removes the batch's items together). */
    importBatchId: uuid().references(() => importBatches.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('items_folder_idx').on(t.folderId, t.createdAt),
    index('items_category_idx').on(t.categoryId),
    index('items_import_batch_idx')
      .on(t.importBatchId)
      .where(sql`${t.importBatchId} is not null`),
    check(
      'items_price_range',
      sql`${t.priceCents} is null or (${t.priceCents} >= ${sql.raw(String(ITEM.priceMin))} and ${t.priceCents} <= ${sql.raw(String(ITEM_PRICE_MAX_CENTS))})`,
    ),
  ],
);

/** One rating per user per item, 1 to 10; clearing deletes the row. */
export const itemRatings = pgTable(
  'item_ratings',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('item_ratings_item_user_key').on(t.itemId, t.userId),
    index('item_ratings_user_idx').on(t.userId),
    check('item_ratings_range', isBetween(t.rating, ITEM.ratingMin, ITEM.ratingMax)),
  ],
);

export const itemAttributeValues = pgTable(
  'item_attribute_values',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    categoryAttributeId: uuid()
      .notNull()
      .references(() => categoryAttributes.id, { onDelete: 'cascade' }),
    value: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('item_attribute_values_item_attribute_key').on(t.itemId, t.categoryAttributeId)],
);

export const itemNotes = pgTable(
  'item_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull().default(''),
    creatorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_notes_item_idx').on(t.itemId, t.createdAt)],
);

export const itemNextSteps = pgTable(
  'item_next_steps',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    completed: boolean().notNull().default(false),
    completedAt: timestamp({ withTimezone: true }),
    creatorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When it is due (null: no date), who is to do it, and how many minutes before it the reminder goes. */
    dueAt: timestamp({ withTimezone: true }),
    assigneeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    remindBeforeMinutes: integer(),
  },
  (t) => [
    index('item_next_steps_item_idx').on(t.itemId, t.createdAt),
    index('item_next_steps_due_idx').on(t.dueAt),
    index('item_next_steps_assignee_idx').on(t.assigneeId, t.dueAt),
  ],
);

/** Photos; files live in the storage bucket at {itemId}/{timestamp}-{random}.{ext}. */
export const itemMedia = pgTable(
  'item_media',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    filePath: text().notNull(),
    thumbnailPath: text(),
    mimeType: text().notNull(),
    fileSize: integer().notNull(),
    width: integer(),
    height: integer(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_media_item_idx').on(t.itemId, t.createdAt)],
);
