import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COMMENT } from '@shortlist/contracts';
import { isBetween } from './checks';
import { items } from './items';
import { users } from './users';

/**
 * A comment on an item's thread: plain text as typed (links and mentions are found
 * when shown), kept when its author's account goes (author null: "Unknown user"), gone with its item. Writes
 * bump the folder tree's content revision (trigger in migration 0012), like notes.
 */
export const itemComments = pgTable(
  'item_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set by an edit (the thread marks the comment "edited"). */
    editedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // the thread (oldest first) and the item cards' counts read by item
    index('item_comments_item_idx').on(t.itemId, t.createdAt),
    check('item_comments_text_length', isBetween(sql`char_length(${t.text})`, 1, COMMENT.textMax)),
  ],
);
