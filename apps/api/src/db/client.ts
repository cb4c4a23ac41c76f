import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
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

/** What a start-up migration did: how many migrations it applied, and how long it waited for another instance. */
export interface MigrationReport {
  applied: number;
  waitedMs: number;
}

/**
 * The key of the PostgreSQL advisory lock that makes migrations one instance's job: several instances starting
 * together take turns; the first applies the migrations, the others find nothing left to do. (Any constant that
 * no other code uses as a lock key: "shortlist" in ASCII.)
 */
export const MIGRATION_LOCK_KEY = 0x73686f72746c6973n;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The PGlite instance in embedded mode (tests snapshot it). */
  pglite?: PGlite;
  /** The node-postgres pool in real mode. */
  pool?: pg.Pool;
  ping(): Promise<void>;
  migrate(): Promise<MigrationReport>;
  /**
   * Runs start-up work that must not run on two instances at once (migrations; pg-boss creating its schema on
   * a new database) under the same PostgreSQL advisory lock; on PGlite (one process) it just runs it.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on `channel`: `onPayload` gets each NOTIFY's payload (delivered at the sender's commit, from any
   * instance). On PostgreSQL a connection of its own, re-opened after a loss; `onResume` runs once it listens
   * again, since notifications sent meanwhile are gone. Answers the function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a lost LISTEN connection waits before it is opened again. */
const LISTEN_RETRY_MS = 1_000;

/** LISTEN on a dedicated node-postgres client (a pooled one would hand the session to other queries). */
async function listenPg(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResume: (() => void) | undefined,
  onError: ((err: Error) => void) | undefined,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    const lost = (err?: Error) => {
      if (err) onError?.(err);
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      retry = setTimeout(() => {
        open().then(onResume, lost);
      }, LISTEN_RETRY_MS);
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number; onIdleClientError?: (err: Error) => void }
  /** dataDir undefined: in memory. loadDataDir: start from a dumped, already-migrated copy (tests). */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/** Runs `work` holding the start-up advisory lock, on one connection (an advisory lock belongs to its session). */
async function withLock<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient, waitedMs: number) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    const started = Date.now();
    const session = drizzlePg(client);
    const key = MIGRATION_LOCK_KEY.toString();
    await session.execute(sql`select pg_advisory_lock(${key}::bigint)`);
    try {
      return await work(client, Date.now() - started);
    } finally {
      await session.execute(sql`select pg_advisory_unlock(${key}::bigint)`);
    }
  } finally {
    client.release();
  }
}

/** Migrations drizzle has recorded as applied (0 on a database never migrated). */
async function countMigrations(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<number> {
  const table = (await query(`select to_regclass('drizzle.__drizzle_migrations')::text as name`)).rows[0] as
    { name: string | null } | undefined;
  if (!table?.name) return 0;
  const rows = (await query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows;
  return (rows[0] as { n: number } | undefined)?.n ?? 0;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    // an unreachable server fails a request in 5 s (a 503) rather than holding it forever
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
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
      migrate: () =>
        withLock(pool, async (client, waitedMs) => {
          const count = () => countMigrations((text) => client.query(text));
          const before = await count();
          await migratePg(drizzlePg(client), { migrationsFolder });
          return { applied: (await count()) - before, waitedMs };
        }),
      withStartupLock: (work) => withLock(pool, () => work()),
      listen: (channel, onPayload, onResume) =>
        listenPg(options.url, channel, onPayload, onResume, options.onIdleClientError),
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
      // one process per data folder (data-dir-lock.ts): nobody to wait for
      const count = () => countMigrations((text) => pglite.query(text));
      const before = await count();
      await migratePglite(drizzlePglite(pglite), { migrationsFolder });
      return { applied: (await count()) - before, waitedMs: 0 };
    },
    withStartupLock: (work) => work(),
    // one process: PGlite delivers a NOTIFY to its own listeners at commit
    listen: async (channel, onPayload) => {
      const unlisten = await pglite.listen(channel, onPayload);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    close: () => pglite.close(),
  };
}
