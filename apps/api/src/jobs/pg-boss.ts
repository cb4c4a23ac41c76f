import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * A pg-boss instance on the app's own database, for both drivers: node-postgres through the app's pool, PGlite
 * through pg-boss's `db` option. PGlite's `exec` runs SQL without parameters (pg-boss sends its schema and
 * maintenance as several statements in one text) and `query` the rest.
 */
export function createPgBoss(database: Database, options: PgBoss.ConstructorOptions = {}): PgBoss {
  const executeSql = async (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
    if (database.pool) return database.pool.query(text, values as unknown[]);
    const pglite = database.pglite;
    if (!pglite) throw new Error('no database connection for pg-boss');
    if (!values || values.length === 0) {
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    return pglite.query(text, values);
  };
  return new PgBoss({ ...options, db: { executeSql } });
}
