import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATIONS, type NotificationEmailSetting } from '@shortlist/contracts';
import { isOneOf } from './checks';
import { folders } from './folders';
import { items } from './items';
import { users } from './users';

/**
 * One notification for one person: a kind and its payload (rendered by kind in contracts), what it is about,
 * and whether it was read. `dedupe_key` is unique per user, so the same event (a price read, a mention) can be
 * notified from a retried job or a second instance and still lands once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    folderId: uuid().references(() => folders.id, { onDelete: 'cascade' }),
    itemId: uuid().references(() => items.id, { onDelete: 'cascade' }),
    dedupeKey: text(),
    /** pending: waits for the daily digest; sent: mailed (alone or in a digest); none: not to be mailed. */
    emailState: text().$type<'pending' | 'sent' | 'none'>().notNull().default('none'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_email_pending_idx')
      .on(t.userId)
      .where(sql`${t.emailState} = 'pending'`),
    check('notifications_email_state', sql`${t.emailState} in ('pending', 'sent', 'none')`),
  ],
);

/** How a person wants notifications by e-mail; no row means the default (contracts' NOTIFICATIONS). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().$type<NotificationEmailSetting>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('notification_settings_email', isOneOf(t.email, NOTIFICATIONS.emailSettings))],
);

/** A folder (and everything below it) whose notifications a person muted. */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.folderId] })],
);
