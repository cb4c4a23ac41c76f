/**
 * The benchmarked stack: a throwaway PostgreSQL database (created next to BENCH_DATABASE_URL, dropped at the
 * end, even on failure), migrated and seeded, and the real API (production's createApp) in this process.
 */
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { pino } from 'pino';
import { createApp } from '../../apps/api/src/app';
import { signAccessToken } from '../../apps/api/src/auth-core/tokens';
import { loadConfig } from '../../apps/api/src/config/env';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { systemClock, type AppDeps, type RateLimitRules } from '../../apps/api/src/deps';
import { memoryRateLimitStores } from '../../apps/api/src/http/rate-limit';
import { createStorage } from '../../apps/api/src/integrations/storage';
import { RATE_LIMITS } from '../../packages/contracts/src/index';
import { ADMIN_URL } from './admin-url';
import { seed, SEED, type Seeded } from './seed';

export { ADMIN_URL };

/**
 * The loopback port of the bench's `n`th server (0: the API, 1: the baseline, 2: the floor): BENCH_PORT + n
 * when BENCH_PORT is set (engineers sharing a machine keep to their ports), else any free port.
 */
export const benchPort = (n: number): number =>
  process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + n : 0;

export interface Stack {
  database: Database;
  seeded: Seeded;
  /** Base URL of the API. */
  api: string;
  /** An access token of the seeded owner (Premium), and of the two raters who share their trees. */
  token: string;
  raterTokens: string[];
  /** The password hashing the API runs with (BENCH_BCRYPT_COST, BENCH_BCRYPT_SLOTS; decision 0030). */
  bcryptCost: number;
  bcryptSlots: number;
  /** A create-item body with 10 attribute values and a rating. */
  itemBody: string;
  /** Keeps a server to close at the end. */
  track(server: http.Server): void;
}

/** Runs `use` against a fresh stack, then closes the servers and drops the database. */
export async function withStack<T>(use: (stack: Stack) => Promise<T>): Promise<T> {
  // BENCH_DATABASE_PREFIX: engineers sharing one server keep their throwaway databases apart
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'shortlist_bench_';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix))
    throw new Error(`BENCH_DATABASE_PREFIX: not a plain name: ${prefix}`);
  const name = `${prefix}${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;

  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 10 });
  const servers: http.Server[] = [];
  try {
    await database.migrate();
    const started = Date.now();
    const seeded = await seed(database.db);
    console.log(
      `Seeded ${seeded.folderCount} folders (4 levels), ${SEED.items} items (${SEED.itemsInBigFolder} in one folder), ` +
        `${SEED.categories} categories x ${SEED.attributesPerCategory} attributes, ratings by ${SEED.raters} users, ` +
        `${SEED.otherUsers} other users with ${SEED.foldersPerOtherUser} folders each ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    // test mode: no secrets to provide, no payments, nothing sent; the request path is the production one,
    // with production's bcrypt cost (the sign-in row) and X-Forwarded-For trusted (sign-ins "from many addresses")
    const config = loadConfig({
      NODE_ENV: 'test',
      BILLING: 'off',
      DATABASE_URL: url.toString(),
      BCRYPT_COST: process.env.BENCH_BCRYPT_COST ?? '12',
      ...(process.env.BENCH_BCRYPT_SLOTS ? { BCRYPT_SLOTS: process.env.BENCH_BCRYPT_SLOTS } : {}),
      TRUST_PROXY: '1',
      // production's answer path: text the database wrote goes without the test suites' zod parse of it
      RESPONSE_CHECK: 'off',
    });
    // one user sends all the measured requests: no per-IP limit but sign-in's, which the fairness row meets
    // at its ceiling from many addresses
    const unlimited = Object.fromEntries(
      Object.entries(RATE_LIMITS).map(([key, rule]) => [
        key,
        key === 'signIn' ? rule : { ...rule, limit: 1_000_000_000 },
      ]),
    ) as RateLimitRules;
    const deps: AppDeps = {
      config,
      database,
      mailer: { kind: 'dev-outbox', send: async () => {}, close: async () => {} },
      logger: pino({ level: 'silent' }),
      clock: systemClock,
      rateLimitStore: memoryRateLimitStores(),
      rateLimits: unlimited,
      storage: createStorage(config.storage),
    };
    const app = createApp(deps);
    const apiServer = await new Promise<http.Server>((resolve) => {
      const s = app.listen(benchPort(0), '127.0.0.1', () => resolve(s));
    });
    servers.push(apiServer);
    const tokenOf = (id: string) => signAccessToken(id, config.jwtSecret, new Date()).token;
    return await use({
      database,
      seeded,
      api: `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`,
      token: tokenOf(seeded.ownerId),
      raterTokens: seeded.raterIds.slice(1).map(tokenOf),
      bcryptCost: config.bcryptCost,
      bcryptSlots: config.bcryptSlots,
      itemBody: JSON.stringify({
        name: 'Benchmark item',
        description: 'Created by autocannon',
        sourceUrl: 'https://example.com/bench',
        priceCents: 12345,
        rating: 7,
        categoryId: seeded.categoryId,
        attributeValues: Object.fromEntries(
          seeded.attributeIds.map((id, i) => [id, i % 2 === 0 ? 'text' : '42']),
        ),
      }),
      track: (server) => servers.push(server),
    });
  } finally {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    // idle clients may be told to go when the database is dropped: that is expected here
    database.pool?.on('error', () => {});
    await database.close().catch(() => {});
    const cleanup = new pg.Client({ connectionString: ADMIN_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}
