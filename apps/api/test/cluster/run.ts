/**
 * `pnpm test:cluster`: N instances act as one. Real API processes (the built dist/main.js) on one throwaway
 * PostgreSQL database and one Redis (under a key prefix of the run's own), behind a small round-robin proxy on
 * loopback. Shows: several instances starting at once migrate once while the others wait; a session made on one
 * works on the other; an edit through one reaches a live stream open on the other within a second, and a browser
 * (Debian's Chromium, headless) with a page open on the other without a reload; killed and restarted under that
 * page, the instance replays the edit made meanwhile once the SPA reconnects (browser.ts; the instances serve the
 * built SPA, apps/web/dist, which the root script builds); rate limits are counted across both; each scheduled job
 * does each due thing once; killing an instance mid-traffic loses no write that was answered 2xx; a rolling
 * restart serves with no 5xx. Ends with "N passed, M failed"; removes the processes, the browser, the database
 * and the Redis keys whatever happens.
 *
 * Environment: TEST_DATABASE_URL (a PostgreSQL server, default postgres://postgres@127.0.0.1:5432/postgres),
 * TEST_REDIS_URL (default redis://127.0.0.1:6379), CLUSTER_PORT_BASE (three ports from it, default 3181),
 * CLUSTER_NAME (the database is <name>_cluster_<random>, the Redis prefix <name>:cluster-<random>:; default
 * shortlist), CLUSTER_TIMEOUT_SECONDS (the whole run, default 420).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { RATE_LIMITS } from '@shortlist/contracts';
import { MIGRATION_LOCK_KEY } from '../../src/db/client';
import { apiRoot } from '../../src/db/paths';
import { startSmtpSink } from '../smtp-sink';
import { api, createCleanup, createReport, type JsonAnswer, sleep, tally, waitFor } from './harness';
import { type Instance, isRunning, startInstance, stopInstance, waitReady } from './instance';
import { checkScheduledJobs, startProductPages } from './jobs';
import { startProxy } from './proxy';
import { createThrowawayDatabase, redisKeysUnder } from './resources';
import { checkLiveAcrossInstances } from './live';
import { checkLiveInBrowser } from './browser';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT_BASE = Number(process.env.CLUSTER_PORT_BASE ?? 3181);
const NAME = process.env.CLUSTER_NAME ?? 'shortlist';
const DEADLINE_MS = Number(process.env.CLUSTER_TIMEOUT_SECONDS ?? 420) * 1000;
const RUN_ID = randomBytes(4).toString('hex');
const DB_NAME = `${NAME}_cluster_${RUN_ID}`;
const REDIS_PREFIX = `${NAME}:cluster-${RUN_ID}:`;
const METRICS_TOKEN = randomBytes(16).toString('hex');
/** How long the run holds the start-up lock after all instances answer, before letting them at it. */
const LOCK_HOLD_MS = 1_000;
const OWNER = { email: 'cluster@example.com', password: 'secret123' };

const report = createReport();
const cleanup = createCleanup();
const instances: Instance[] = [];

/**
 * Stops the run: clean-up first, then the verdict line. Called once, by the end, a signal or the deadline;
 * from then on the steps still under way report nothing (what they see is the clean-up taking things away).
 */
let finishing = false;
async function finish(reason?: string): Promise<never> {
  if (!finishing) {
    if (reason) report.check('the cluster run itself', false, reason);
    finishing = true;
    await cleanup.run();
    console.log(`\ncluster run took ${Math.round(process.uptime())} s`);
    console.log(`${report.results.length - report.failed()} passed, ${report.failed()} failed`);
    process.exit(report.failed() > 0 ? 1 : 0);
  }
  return new Promise<never>(() => undefined);
}
process.on('SIGINT', () => void finish('stopped by SIGINT'));
process.on('SIGTERM', () => void finish('stopped by SIGTERM'));
setTimeout(() => void finish(`over its ${DEADLINE_MS / 1000} s deadline`), DEADLINE_MS).unref();
// the last resort when the run dies some other way: no API process outlives it
process.on('exit', () => {
  for (const i of instances) if (isRunning(i)) i.process.kill('SIGKILL');
});

async function main() {
  console.log(`cluster run ${RUN_ID}: database ${DB_NAME}, Redis prefix ${REDIS_PREFIX}`);
  const database = await createThrowawayDatabase(PG_URL, DB_NAME);
  cleanup.add('drop the database', () => database.drop());
  const db = database.pool;
  const redis = redisKeysUnder(REDIS_URL, REDIS_PREFIX);
  await redis.connect();
  cleanup.add('delete the Redis keys', async () => {
    const deleted = await redis.deleteAll();
    console.log(`clean-up: dropped ${DB_NAME}, deleted ${deleted} Redis keys under ${REDIS_PREFIX}`);
  });
  const smtp = await startSmtpSink();
  cleanup.add('stop the SMTP sink', () => smtp.close());
  const pages = await startProductPages();
  cleanup.add('stop the product pages', () => pages.close());
  const proxy = await startProxy(() => instances.filter((i) => isRunning(i)).map((i) => i.url));
  cleanup.add('stop the proxy', () => proxy.close());
  // the graceful stop (drain, let running jobs end) when there is time; a stopped run cannot wait for that
  cleanup.add('stop the instances', () =>
    Promise.all(
      instances.filter((i) => isRunning(i)).map((i) => stopInstance(i, report.failed() > 0 ? 3_000 : 12_000)),
    ),
  );

  const probeStats = () => {
    const s = proxy.stats();
    return `proxy: ${s.late} of ${s.probes} readiness probes late, slowest ${s.slowestMs} ms`;
  };
  const env = {
    // development: the price refresh may read the product pages on loopback (production refuses that)
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: REDIS_PREFIX,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SMTP_URL: smtp.url,
    BILLING: 'off',
    LINK_READER_ALLOW_LOOPBACK: 'true',
    METRICS_TOKEN,
    TRUST_PROXY: '1',
    // well over the proxy's 100 ms readiness poll: it stops sending before the port closes
    DRAIN_SECONDS: '2',
    LOG_LEVEL: 'info',
    BCRYPT_COST: '4',
    // the sign-in budget check below counts the real per-IP limits, not development's lifted ones
    RATE_LIMIT_MULTIPLIER: '1',
  };
  const start = (i: number) => {
    instances[i] = startInstance(String.fromCharCode(97 + i), PORT_BASE + i, env);
    return instances[i]!;
  };

  // 1. three instances start at once on an empty database, while the run holds the start-up lock for a moment:
  //    all wait (not ready), then one migrates and the others wait for it and apply nothing
  const holder = new pg.Client({ connectionString: database.url });
  await holder.connect();
  await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
  const starting = [start(0), start(1), start(2)];
  // every instance is up and asking for the lock (it asks before its first answer), then a little longer
  const readyWhileLocked = await Promise.all(
    starting.map(async (i) => {
      let status = 0;
      await waitFor(async () => {
        status = await fetch(`${i.url}/api/ready`).then(
          (r) => r.status,
          () => 0,
        );
        return status !== 0 || !isRunning(i);
      }, 30_000);
      return status;
    }),
  );
  await sleep(LOCK_HOLD_MS);
  await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
  await holder.end();
  await Promise.all(starting.map((i) => waitReady(i)));
  const migrated = starting.map(
    (i) => i.logs.find((l) => l.msg === 'database migrated') as { applied: number; waitedMs: number },
  );
  const journal = JSON.parse(readFileSync(path.join(apiRoot, 'drizzle/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const recorded = (await db.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n;
  const appliers = migrated.filter((m) => m.applied > 0);
  check(
    'three instances starting at once: one migrates, the others wait for the lock and apply nothing',
    readyWhileLocked.every((s) => s === 503) &&
      appliers.length === 1 &&
      appliers[0]!.applied === journal.entries.length &&
      recorded === journal.entries.length &&
      migrated.every((m) => m.waitedMs >= LOCK_HOLD_MS),
    `/api/ready while the lock was held: ${readyWhileLocked.join('/')}; ${migrated
      .map((m, n) => `${starting[n]!.name} applied ${m.applied} after waiting ${m.waitedMs} ms`)
      .join(', ')}; ${recorded} of ${journal.entries.length} migrations recorded`,
  );
  await stopInstance(instances.pop()!);
  const a = instances[0]!;
  let b = instances[1]!;

  // 2. sign up on A, use the session on B (and refresh nothing: the access token alone is enough)
  const signUp = await api('POST', `${a.url}/api/auth/sign-up`, {
    ...OWNER,
    fullName: 'Cluster User',
    nickname: 'cluster_user',
  });
  const token = signUp.body.accessToken as string;
  const session = await api('GET', `${b.url}/api/auth/session`, undefined, token);
  const signIn = await api('POST', `${b.url}/api/auth/sign-in`, OWNER);
  const folders = await api('GET', `${a.url}/api/folders`, undefined, signIn.body.accessToken as string);
  check(
    'a session made on one instance works on the other',
    signUp.status === 201 && session.status === 200 && signIn.status === 200 && folders.status === 200,
    `sign-up ${signUp.status} on a, session ${session.status} on b; sign-in ${signIn.status} on b, folders ${folders.status} on a`,
  );

  // 2b. live updates: an edit through A reaches a stream open on B (LISTEN/NOTIFY), and not a stranger's stream
  await checkLiveAcrossInstances({ a, b, token, check });

  // 2c. a browser on B: an edit through A shows on its page within a second; B killed and restarted under the
  //     page, the edit made meanwhile shows once the SPA's stream resumes from its last event id
  await checkLiveInBrowser({
    a,
    b,
    async restartB(meanwhile) {
      b.process.kill('SIGKILL');
      await b.exited;
      await meanwhile();
      b = start(1);
      await waitReady(b);
    },
    onBrowser: (browser) => cleanup.add('close the browser', () => browser.close()),
    check,
  });

  // 3. the sign-in budget per address, alternating instances: the one past it is refused on either
  const limit = RATE_LIMITS.signIn.limit;
  const statuses: number[] = [signIn.status];
  while (statuses.length < limit) {
    statuses.push((await api('POST', `${[a, b][statuses.length % 2]!.url}/api/auth/sign-in`, OWNER)).status);
  }
  const pastOnA = (await api('POST', `${a.url}/api/auth/sign-in`, OWNER)).status;
  const pastOnB = (await api('POST', `${b.url}/api/auth/sign-in`, OWNER)).status;
  const counterKeys = await redis.keys();
  check(
    `sign-in budget (${limit} per ${RATE_LIMITS.signIn.windowMs / 60_000} min) counted across both instances`,
    statuses.every((s) => s === 200) && pastOnA === 429 && pastOnB === 429 && counterKeys.length > 0,
    `first ${limit} (half on each): ${tally(statuses)}; sign-in ${limit + 1} on a ${pastOnA}, then on b ${pastOnB}; ${counterKeys.length} counter keys under the run's Redis prefix`,
  );

  // 4. the scheduled jobs
  await checkScheduledJobs({
    db,
    dbUrl: database.url,
    instances: [a, b],
    token,
    ownerEmail: OWNER.email,
    mails: smtp.received,
    pages,
    metricsToken: METRICS_TOKEN,
    check,
  });

  // 5. kill one instance (SIGKILL, no goodbye) mid-traffic: every write answered 2xx is in the database
  const written: Array<{ id: string; name: string }> = [];
  const killStatuses: number[] = [];
  let sent = 0;
  let killedAt = -1;
  const writer = async () => {
    while (sent < 120) {
      sent += 1;
      const name = `Write ${sent}`;
      const res = await api('POST', `${proxy.url}/api/folders`, { name }, token);
      killStatuses.push(res.status);
      if (res.status >= 200 && res.status < 300) written.push({ id: res.body.id as string, name });
    }
  };
  const killer = async () => {
    while (sent < 40) await sleep(10);
    killedAt = sent;
    a.process.kill('SIGKILL');
  };
  await Promise.all([writer(), writer(), writer(), writer(), killer()]);
  await a.exited;
  const stored = (
    await db.query<{ id: string; name: string }>(`select id, name from folders where id = any($1::uuid[])`, [
      written.map((w) => w.id),
    ])
  ).rows;
  const storedName = new Map(stored.map((r) => [r.id, r.name]));
  const lost = written.filter((w) => storedName.get(w.id) !== w.name);
  check(
    'killing an instance mid-traffic loses no write answered 2xx',
    killedAt > 0 && written.length >= 100 && lost.length === 0,
    `killed a after ${killedAt} of 120 writes; answers ${tally(killStatuses)}; ${written.length} answered 2xx, ${written.length - lost.length} of them in the database; ${probeStats()}`,
  );

  // 6. a rolling restart under traffic: stop b, start it, stop a (restarted after the kill), start it
  start(0);
  await waitReady(instances[0]!);
  await waitFor(async () => proxy.readyCount() === 2, 10_000);
  const rolling: JsonAnswer[] = [];
  let rollingDone = false;
  const traffic = async () => {
    while (!rollingDone) {
      rolling.push(
        Math.random() < 0.5
          ? await api('GET', `${proxy.url}/api/folders`, undefined, token)
          : await api('POST', `${proxy.url}/api/folders`, { name: 'Rolling' }, token),
      );
    }
  };
  const runners = [traffic(), traffic(), traffic()];
  const restarts: string[] = [];
  for (const i of [1, 0]) {
    const code = await stopInstance(instances[i]!);
    restarts.push(`${instances[i]!.name} exited ${code}`);
    // an unclean exit says why in the report: the instance's last log lines
    if (code !== 0) restarts.push(lastLogLines(instances[i]!));
    start(i);
    await waitReady(instances[i]!);
    await waitFor(async () => proxy.readyCount() === 2, 10_000);
  }
  rollingDone = true;
  await Promise.all(runners);
  const rollingStatuses = rolling.map((r) => r.status);
  const failures = rollingStatuses.filter((s) => s >= 500 || s === 0);
  check(
    'a rolling restart (stop b, start it, stop a, start it) keeps serving with no 5xx',
    rolling.length > 50 && failures.length === 0 && restarts.every((r) => / exited 0$/.test(r)),
    `${rolling.length} requests: ${tally(rollingStatuses)}; ${restarts.join(', ')}; ${probeStats()}`,
  );
}

/** The last lines an instance logged, for a report. */
function lastLogLines(instance: Instance, count = 6): string {
  return instance.logs
    .slice(-count)
    .map((l) => JSON.stringify(l))
    .join('\n');
}

function check(name: string, ok: boolean, detail?: string) {
  if (!finishing) report.check(name, ok, detail);
}

main().then(
  () => finish(),
  (err: unknown) => finish(err instanceof Error ? err.message : String(err)),
);
