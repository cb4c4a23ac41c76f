import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { API_TOKENS, type ApiTokenScope } from '@shortlist/contracts';
import { isOneOf } from './checks';
import { users } from './users';

/**
 * Personal API tokens: a script acting as its person. Only the SHA-256 of the token is stored (the token is 32
 * random bytes, so a fast hash is enough); `token_start` keeps its first characters to tell tokens apart in the
 * list. Revoked and expired rows stay, so the list can say so.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    scope: text().$type<ApiTokenScope>().notNull(),
    tokenHash: text().notNull(),
    tokenStart: text().notNull(),
    /** Null: never expires. */
    expiresAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
    check('api_tokens_scope', isOneOf(t.scope, API_TOKENS.scopes)),
    check(
      'api_tokens_name_length',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(API_TOKENS.nameMax))}`,
    ),
  ],
);
