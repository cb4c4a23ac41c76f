import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { itemNextSteps } from './items';
import { users } from './users';

/**
 * A dated step's reminder: when it goes out (the due time less the step's lead), and when it went. A step that
 * is done, deleted or moved to another date loses its row (or gets a new `remind_at`); the reminder job takes
 * the rows whose time has come and that have not gone.
 */
export const nextStepReminders = pgTable(
  'next_step_reminders',
  {
    stepId: uuid()
      .primaryKey()
      .references(() => itemNextSteps.id, { onDelete: 'cascade' }),
    remindAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('next_step_reminders_due_idx').on(t.remindAt)],
);

/**
 * A person's calendar feed: the secret of its address is an HMAC of the person and `salt` (so the address can
 * be shown again), and only its SHA-256 is looked up. A reset draws a new salt; turning the feed off deletes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  salt: text().notNull(),
  tokenHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
