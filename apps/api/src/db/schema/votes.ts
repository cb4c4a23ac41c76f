import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { VOTES } from '@shortlist/contracts';
import { isBetween } from './checks';
import { folders } from './folders';
import { items } from './items';
import { users } from './users';

/**
 * A dot vote on a folder's shortlist. The newest vote of a folder is its current one; a new vote sets
 * `replaced_at` on the one before, which stays for the decision record's history.
 */
export const votes = pgTable(
  'votes',
  {
    id: uuid().primaryKey().defaultRandom(),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    openedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The shortlist, in the order it was given (an item deleted since drops out when read). */
    itemIds: uuid().array().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }),
    /** The owner closed it (a passed `closes_at` closes it without a write). */
    closedAt: timestamp({ withTimezone: true }),
    revealedAt: timestamp({ withTimezone: true }),
    remindedAt: timestamp({ withTimezone: true }),
    replacedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('votes_folder_idx').on(t.folderId, t.openedAt)],
);

/** One person's ballot in a vote: dots by item id and at most one veto, which carries its reason. */
export const voteBallots = pgTable(
  'vote_ballots',
  {
    voteId: uuid()
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The vote's folder, so the folder's readers hear of a ballot. */
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    dots: jsonb().$type<Record<string, number>>().notNull(),
    dotsTotal: integer().notNull(),
    vetoItemId: uuid().references(() => items.id, { onDelete: 'set null' }),
    vetoReason: text(),
    castAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.voteId, t.userId] }),
    check('vote_ballots_dots_total', isBetween(t.dotsTotal, 0, VOTES.dotsPerPerson)),
    check(
      'vote_ballots_veto_reason',
      sql`${t.vetoReason} is null or ${isBetween(sql`char_length(${t.vetoReason})`, 1, VOTES.vetoReasonMax)}`,
    ),
  ],
);

/** The owner kept a vetoed item in the group's result, with a reason of their own. */
export const voteOverrules = pgTable(
  'vote_overrules',
  {
    voteId: uuid()
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    overruledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    overruledAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.voteId, t.itemId] }),
    check('vote_overrules_reason', isBetween(sql`char_length(${t.reason})`, 1, VOTES.overruleReasonMax)),
  ],
);

/** One person's round of "this or that" in a folder: the items and the answers so far, in order. */
export const thisOrThatRounds = pgTable(
  'this_or_that_rounds',
  {
    id: uuid().primaryKey().defaultRandom(),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemIds: uuid().array().notNull(),
    /** [left id, right id, answer] in the order given. */
    answers: jsonb().$type<Array<[string, string, string]>>().notNull().default([]),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('this_or_that_rounds_person_key').on(t.folderId, t.userId)],
);
