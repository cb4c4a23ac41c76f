import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { items } from './items';
import { users } from './users';

/**
 * What changed, for the live streams: written by triggers in the transaction of the
 * change (drizzle/0014_live_events.sql) and announced with pg_notify(id) at its commit, so every API instance
 * hears of it. Rows name folders, items and people, never content. Kept for a retention window: a stream that
 * reconnects with `Last-Event-ID` is replayed from here.
 * kind: content (a folder tree's content; `user_ids` are people whose access changed), notifications (the bell of
 * `user_ids`), presence (who has `items` open), session (`user_ids` signed out or were deleted).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().$type<'content' | 'notifications' | 'presence' | 'session'>().notNull(),
    folderIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** [item id, folder id] pairs: an item is announced to those who see its folder. */
    items: jsonb()
      .$type<Array<[string, string]>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    userIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);

/**
 * Who has an item page open (a heartbeat every PRESENCE.heartbeatMs) and whether they hold staged changes there.
 * A row older than PRESENCE.expiryMs no longer counts. Shared by every instance, in the database.
 */
export const itemPresence = pgTable(
  'item_presence',
  {
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    editing: boolean().notNull().default(false),
    seenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] })],
);
