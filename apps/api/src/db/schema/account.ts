import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The codes (VERIFICATION_CODE.length digits) of the password reset and the e-mail change (DESIGN §4). Only an HMAC of the code is stored.
 * One live code per user and purpose (the partial unique index); a new code supersedes the old one. Rows are
 * kept after use so that a user's wrong tries of the last day can be counted.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'reset' | 'email_change' */
    purpose: text().notNull(),
    codeHash: text().notNull(),
    /** The address an e-mail change's code was sent to (the account's then): the code proves only that address. */
    target: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Wrong tries so far (a try in flight counts until it is found right). */
    attempts: integer().notNull().default(0),
    consumedAt: timestamp({ withTimezone: true }),
    supersededAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('verification_codes_live_key')
      .on(t.userId, t.purpose)
      .where(sql`${t.consumedAt} is null and ${t.supersededAt} is null`),
    index('verification_codes_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The undo link of an e-mail change, sent to the old address: it puts `oldEmail` back and ends every session.
 * Only the SHA-256 of the token is stored; it works once, before `expiresAt`.
 */
export const emailChangeUndos = pgTable(
  'email_change_undos',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    oldEmail: text().notNull(),
    newEmail: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_change_undos_token_hash_key').on(t.tokenHash)],
);

/**
 * The reliable outbox: an e-mail is written here in the same transaction as the change that causes it, and a
 * worker job delivers it with retries and backoff. An SMTP outage delays mail; it loses none.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Where answers go (the contact form: the sender). */
    replyTo: text(),
    /**
     * The notifications the mail tells of (one, or a digest's); null for any other mail. The worker re-reads
     * them just before sending, so it never tells anyone of what they can no longer see.
     */
    notificationIds: uuid().array(),
    /** 'pending' | 'sent' | 'failed' (gave up after the last attempt) | 'withheld' (nothing left to tell) */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker holds the row, so two workers never send it twice. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
