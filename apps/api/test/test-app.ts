import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Express } from 'express';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { RATE_LIMITS } from '@shortlist/contracts';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import { openDatabase, type Database, type Db } from '../src/db/client';
import type { AppDeps, Clock } from '../src/deps';
import {
  memoryRateLimitStores,
  redisRateLimitStores,
  type RateLimitRules,
  type RateLimitStoreFactory,
} from '../src/http/rate-limit';
import { createSmtpMailer } from '../src/integrations/mailer/smtp.mailer';
import { createStorage } from '../src/integrations/storage';
import { startSmtpSink } from './smtp-sink';

/** A clock tests can move: starts at the real time, then only moves when told. */
export class TestClock implements Clock {
  private current = new Date();
  now() {
    return new Date(this.current);
  }
  set(date: Date) {
    this.current = new Date(date);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Loose limits so ordinary tests never trip them; rate-limit tests pass their own. */
const RELAXED_LIMITS: RateLimitRules = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, rule]) => [name, { ...rule, limit: 10_000 }]),
) as RateLimitRules;

/**
 * The shared counters (rate limits, wrong-password counts): Redis at TEST_REDIS_URL when TEST_COUNTERS=redis
 * (the CI's PostgreSQL run), under a prefix of their own so runs never see each other's keys; else memory on the
 * test clock.
 */
/**
 * True when the counters' windows end on the test clock (memory); Redis ends them on its own time (its expiry is
 * tested in the Redis store's suite), so a test that moves the clock past a window checks that only here.
 */
export const countersFollowTestClock = process.env.TEST_COUNTERS !== 'redis';

function openTestCounters(clock: Clock): RateLimitStoreFactory {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (process.env.TEST_COUNTERS === 'redis')
    return redisRateLimitStores(url, `shortlist-test:${randomBytes(6).toString('hex')}:`);
  return memoryRateLimitStores(() => clock.now().getTime());
}

/**
 * CREATE DATABASE ... TEMPLATE refuses (55006, object in use) while another session reads the template, which
 * the other test workers' copies briefly do: wait a moment and try again.
 */
async function copyTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * The database a test file runs on: PGlite from the migrated snapshot by default; when TEST_DATABASE_URL is set,
 * a throwaway PostgreSQL database created for this file and dropped afterwards.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const database = await openDatabase({ driver: 'pglite', loadDataDir: new Blob([snapshot]) });
    return { database, drop: async () => {} };
  }
  // TEST_DATABASE_PREFIX: engineers sharing one server keep their throwaway databases apart
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'shortlist_t_';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix))
    throw new Error(`TEST_DATABASE_PREFIX: not a plain name: ${prefix}`);
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // copies of one migrated template: CREATE DATABASE copies its files, far faster than migrating each one
    if (template) await copyTemplate(admin, name, template);
    else await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: testUrl.toString(), poolSize: 5 });
  if (!template) await database.migrate();
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Reference data the migrations seed (plans): kept across resets, as in a real database. */
const SEEDED_TABLES = new Set(['subscription_plans', '__drizzle_migrations']);

let emptyTablesText: string | undefined;
/**
 * Empties every table but the seeded ones in one transaction whose triggers and foreign-key checks are off
 * (session_replication_role): far cheaper than TRUNCATE, which makes new files for every table and costs PGlite's
 * file system a few hundred milliseconds per test. Several statements in one text: PGlite's exec and
 * node-postgres's simple query both take that.
 */
async function emptyTables(database: Database): Promise<void> {
  if (!emptyTablesText) {
    const { rows } = (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: Array<{ tablename: string }> };
    const deletes = rows
      .filter((r) => !SEEDED_TABLES.has(r.tablename))
      .map((r) => `delete from "${r.tablename}";`)
      .join(' ');
    emptyTablesText = `begin; set local session_replication_role = replica; ${deletes} commit;`;
  }
  if (database.pglite) await database.pglite.exec(emptyTablesText);
  else await database.pool!.query(emptyTablesText);
}

export interface TestContext {
  app: Express;
  deps: AppDeps;
  db: Db;
  clock: TestClock;
  /** E-mails the app sent, received over real SMTP. */
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  /** Empties every table but the seeded ones, the mailbox and the rate limiters: call in beforeEach. */
  reset(): Promise<void>;
  /**
   * An app on this context's database with other rate limits and counters of its own, for a test of a limit: far
   * cheaper than a second context, which migrates a database of its own. Closed by `reset` and `close`.
   */
  appWithLimits(rateLimits: Partial<RateLimitRules>): Express;
  close(): Promise<void>;
}

export interface TestContextOptions {
  rateLimits?: Partial<RateLimitRules>;
  /** Live streams' heart-beat, retention... (short ones keep tests fast). */
  liveTimings?: AppDeps['liveTimings'];
  config?: Partial<Config>;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const smtp = await startSmtpSink();
  const clock = new TestClock();
  const config = { ...loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url }), ...options.config };
  const mailer = createSmtpMailer(smtp.url, config.mailFrom);
  // a temp dir per test context (config: MEDIA_DIR unset in tests)
  const storage = createStorage(config.storage);
  let rateLimitStore = openTestCounters(clock);
  let limitedApps: AppDeps[] = [];
  const closeLimitedApps = async () => {
    await Promise.all(
      limitedApps.map(async (deps) => {
        await deps.live?.close();
        await deps.rateLimitStore.close();
      }),
    );
    limitedApps = [];
  };
  const build = (): AppDeps => ({
    config,
    database,
    mailer,
    storage,
    clock,
    logger: pino({ level: 'silent' }),
    rateLimitStore,
    rateLimits: { ...RELAXED_LIMITS, ...options.rateLimits },
    liveTimings: options.liveTimings,
  });
  const ctx: TestContext = {
    deps: build(),
    app: undefined as unknown as Express,
    db: database.db,
    clock,
    smtp,
    async reset() {
      await emptyTables(database);
      smtp.received.length = 0;
      clock.set(new Date());
      // open live streams end (and the app stops listening) before the next test's app
      await ctx.deps.live?.close();
      await closeLimitedApps();
      await rateLimitStore.close();
      rateLimitStore = openTestCounters(clock);
      ctx.deps = build();
      ctx.app = createApp(ctx.deps);
    },
    appWithLimits(rateLimits) {
      const deps: AppDeps = {
        ...build(),
        rateLimitStore: openTestCounters(clock),
        rateLimits: { ...RELAXED_LIMITS, ...options.rateLimits, ...rateLimits },
      };
      limitedApps.push(deps);
      return createApp(deps);
    },
    async close() {
      await ctx.deps.live?.close();
      await closeLimitedApps();
      await rateLimitStore.close();
      await mailer.close();
      await smtp.close();
      await database.close();
      await drop();
      if (config.storage.driver === 'local') await rm(config.storage.dir, { recursive: true, force: true });
    },
  };
  ctx.app = createApp(ctx.deps);
  return ctx;
}
