import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages sent through the contact form, kept whether or not the e-mail to support goes out. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  email: text().notNull(),
  subject: text().notNull(),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** What the dev outbox "sent": readable at /dev/mailbox outside production. */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    headers: jsonb().$type<Record<string, string>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mailbox_created_idx').on(t.createdAt)],
);
