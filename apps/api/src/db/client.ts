import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './paths';
import * as schema from './schema';

/** The drizzle database, typed so that both drivers fit (TOOLCHAIN: their own types are not assignable). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The PGlite instance in embedded mode (tests snapshot it). */
  pglite?: PGlite;
  /** The node-postgres pool in real mode. */
  pool?: pg.Pool;
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number; onIdleClientError?: (err: Error) => void }
  /** dataDir undefined: in memory. loadDataDir: start from a dumped, already-migrated copy (tests). */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client whose connection the server ends (restart, failover, a dropped test database) is replaced
    // on the next checkout; without a listener node-postgres would crash the process with the error.
    pool.on('error', (err) => options.onIdleClientError?.(err));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      pool,
      ping: async () => {
        await pool.query('select 1');
      },
      migrate: async () => {
        await migratePg(drizzlePg(pool), { migrationsFolder });
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite,
    ping: async () => {
      if (pglite.closed) throw new Error('database closed');
      await pglite.query('select 1');
    },
    migrate: async () => {
      await migratePglite(drizzlePglite(pglite), { migrationsFolder });
    },
    close: () => pglite.close(),
  };
}
