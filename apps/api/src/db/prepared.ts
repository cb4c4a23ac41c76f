import type { Database } from './client';

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
