import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  index,
  uuid,
} from 'drizzle-orm/pg-core';
import { ITEM_STATUSES, type ItemStatus } from '@shortlist/contracts';
import { isOneOf } from './checks';
import { folders } from './folders';
import { items } from './items';
import { users } from './users';

/** A folder's decision settings, shared by everyone in it: budget, criteria settings, locked group weights. */
export const decisionSettings = pgTable('decision_settings', {
  folderId: uuid()
    .primaryKey()
    .references(() => folders.id, { onDelete: 'cascade' }),
  budgetCents: integer(),
  /** Per criterion id: direction, target, option points, must-have (contracts' CriterionSettings). */
  criteria: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  /** Non-null: the owner locked the group weights at these values. */
  lockedGroupWeights: jsonb().$type<Record<string, number>>(),
  /**
   * No longer read: the winner watch compares the winner before and after each read (decide.watches.ts); kept
   * so no migration drops a column other branches' migrations may still name.
   */
  lastWinnerItemId: uuid().references(() => items.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One person's weights in one folder: nobody else reads or writes them. */
export const decisionWeights = pgTable(
  'decision_weights',
  {
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weights: jsonb().$type<Record<string, number>>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.folderId, t.userId] })],
);

/** An item's place in the decision: status with reason, target price, and the watch's hysteresis state. */
export const itemDecisionStates = pgTable(
  'item_decision_states',
  {
    itemId: uuid()
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    status: text().$type<ItemStatus>().notNull().default('considering'),
    statusReason: text(),
    targetPriceCents: integer(),
    /** Which side of the budget / target the price was last seen on ('below' | 'above'); null: not yet seen. */
    budgetSide: text().$type<'below' | 'above'>(),
    targetSide: text().$type<'below' | 'above'>(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('item_decision_states_status', isOneOf(t.status, ITEM_STATUSES))],
);

/** A recorded decision: a snapshot of the view at the moment an item was chosen, never recomputed. */
export const decisionRecords = pgTable(
  'decision_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    itemId: uuid().references(() => items.id, { onDelete: 'set null' }),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }).notNull(),
    reopenedAt: timestamp({ withTimezone: true }),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('decision_records_folder_idx').on(t.folderId, t.decidedAt)],
);

/** The ranking a person last saw in a folder: "what moved since you last looked". */
export const decisionViews = pgTable(
  'decision_views',
  {
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** By item id: rank (null when knocked out) and price. */
    seen: jsonb().$type<Record<string, { rank: number | null; priceCents: number | null }>>().notNull(),
    seenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.folderId, t.userId] })],
);
