import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { folders } from './folders';
import { items } from './items';
import { users } from './users';

/**
 * One thing that happened in a folder: who (actor, null for the price refresh or a
 * purged account), which item if any, the kind (contracts' ACTIVITY_KINDS) and a payload carrying names as they
 * were at the time. `id` grows in commit-ish order and is the feed's order and cursor (created_at can tie within
 * one transaction). A deleted folder or item takes its rows with it: a feed never links to what is gone.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    itemId: uuid().references(() => items.id, { onDelete: 'cascade' }),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_events_folder_idx').on(t.folderId, t.id),
    index('activity_events_item_idx').on(t.itemId),
  ],
);
