import { createHash } from 'node:crypto';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { rawRows } from './raw-rows';

/**
 * A fixed statement sent as a named prepared statement on PostgreSQL (parsed and planned once per connection)
 * and as a plain parameterised query on PGlite. For the hottest statements only: the text is written by hand,
 * so drizzle builds nothing per request.
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
  return preparedRows<T>(database, { name: statementName(text), text }, params);
}

/** The names of the texts seen (a hot statement has a few shapes; bounded all the same). */
const names = new Map<string, string>();

/** A statement's name: a hash of its text, computed once per text. */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `h_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    if (names.size >= 1000) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * A hot statement whose text never depends on its values: on PostgreSQL, `build` runs ONCE, with
 * drizzle placeholders standing in for the values, and each call sends the kept text as a named prepared
 * statement with its own values (no drizzle building, no hashing per call); on PGlite `build` runs with the
 * values each time (as preparedSqlRows). `build` may use a value only as a parameter of the SQL it returns, never
 * in JS logic (at the one build the "strings" are placeholders).
 */
export function preparedTemplate<V extends Record<string, unknown>>(build: (values: V) => SQL) {
  let compiled: (PreparedStatement & { params: unknown[] }) | undefined;
  return async function rows<T>(database: Database, values: V): Promise<T[]> {
    if (!database.pool) return rawRows<T>(database.db, build(values));
    if (!compiled) {
      const placeholders = new Proxy({} as V, {
        get: (_target, key) => sql.placeholder(String(key)),
      });
      const dialect = (database.db as unknown as { dialect: PgDialect }).dialect;
      const { sql: text, params } = dialect.sqlToQuery(build(placeholders));
      compiled = { name: statementName(text), text, params };
    }
    return preparedRows<T>(database, compiled, fillPlaceholders(compiled.params, values));
  };
}
