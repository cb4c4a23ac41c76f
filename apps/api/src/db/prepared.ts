import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { rawRows } from './raw-rows';

/**
 * A fixed statement sent as a named prepared statement on PostgreSQL (parsed and planned once per connection)
 * and as a plain parameterised query on PGlite. For the hottest statements only: the text is written by hand,
 * so drizzle builds nothing per request (decision 0014).
 */
export interface PreparedStatement {
  name: string;
  text: string;
}

export async function preparedRows<T>(
  database: Database,
  statement: PreparedStatement,
  values: unknown[],
): Promise<T[]> {
  if (database.pool) {
    const result = await database.pool.query({ name: statement.name, text: statement.text, values });
    return result.rows as T[];
  }
  const result = await database.pglite!.query<T>(statement.text, values);
  return result.rows;
}

/**
 * A statement built with drizzle's sql template, sent as a named prepared statement on PostgreSQL (the name is a
 * hash of its text, so each shape of a statement is parsed and planned once per connection) and as a plain one on
 * PGlite. For hot statements sent outside a transaction (a pooled connection of their own). Rows as node-postgres
 * parses them (timestamps as Dates).
 */
export async function preparedSqlRows<T>(database: Database, query: SQL): Promise<T[]> {
  if (!database.pool) return rawRows<T>(database.db, query);
  const { sql: text, params } = (database.db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  const name = `h_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  return preparedRows<T>(database, { name, text }, params);
}
