import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database, Db } from './client';

/*
 * A statement whose text never depends on its values is compiled once, with drizzle placeholders standing in
 * for them, and run through drizzle's own prepared query (`session.prepareQuery` with the statement's name):
 * node-postgres sends it as a named prepared statement (parsed and planned once per connection), PGlite as a
 * plain parameterised query. drizzle's prepared queries hand timestamps, dates and intervals back as text, on
 * both drivers.
 */

/** The compiler of every prepared statement: the text depends on the schema's casing only, never on a connection. */
const dialect = new PgDialect({ casing: 'snake_case' });

/** A statement as PostgreSQL receives it. */
export interface CompiledStatement {
  /** The prepared statement's name: one text per name, since a connection keeps a name's first text. */
  name: string;
  text: string;
  /** The parameters in `$n` order: placeholders, which each run fills from its values. */
  params: unknown[];
}

/** `query`, built over placeholders, as PostgreSQL receives it. */
export function compileStatement(name: string, query: SQL): CompiledStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params };
}

/**
 * Stand-ins for a statement's values, each the placeholder of its own name: a statement built over them may use
 * a member only as a value of the SQL it returns, never in JS logic.
 */
export function placeholders<V extends Record<string, unknown>>(): V {
  return new Proxy({} as V, { get: (_target, key) => sql.placeholder(String(key)) });
}

/** The parameters as a statement sees them, typed as placeholders. */
export type Placeholders<P> = { readonly [K in keyof P]: Placeholder<K & string> };

interface Prepared {
  text: string;
  query: PgPreparedQuery<PreparedQueryConfig>;
}

/** drizzle's prepared queries of each database, by statement name (made at a name's first run). */
const preparedByDatabase = new WeakMap<Db, Map<string, Prepared>>();

/** The rows of a compiled statement for these values, run as drizzle's prepared query on `database`. */
export async function preparedRows<R>(
  database: Database,
  statement: CompiledStatement,
  values: Record<string, unknown>,
): Promise<R[]> {
  let byName = preparedByDatabase.get(database.db);
  if (!byName) preparedByDatabase.set(database.db, (byName = new Map()));
  let prepared = byName.get(statement.name);
  if (prepared?.text !== statement.text) {
    const query = database.db._.session.prepareQuery(
      { sql: statement.text, params: statement.params },
      undefined,
      statement.name,
      false,
    );
    byName.set(statement.name, (prepared = { text: statement.text, query }));
  }
  const result = (await prepared.query.execute(values)) as { rows: R[] };
  return result.rows;
}
