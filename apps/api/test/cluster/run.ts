/**
 * `pnpm test:cluster`: N instances act as one. Two real API processes (the built dist/main.js) on one throwaway
 * PostgreSQL database and one Redis (a key prefix of their own), behind a small round-robin proxy on loopback.
 * Shows: migrations run once when both start together; a session made on one works on the other; rate limits are
 * counted across both; each scheduled job does each due thing once; killing an instance mid-traffic loses no
 * write that was answered 2xx; a rolling restart serves with no 5xx. Ends with "N passed, M failed".
 *
 * Needs PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and Redis
 * (TEST_REDIS_URL, default redis://127.0.0.1:6379); CLUSTER_PORT_BASE picks the two ports (default 3181).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { startSmtpSink } from '../smtp-sink';
import { type Instance, startInstance, stopInstance, waitReady } from './instance';
import { startProxy } from './proxy';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT_BASE = Number(process.env.CLUSTER_PORT_BASE ?? 3181);
const METRICS_TOKEN = randomBytes(16).toString('hex');

const results: Array<{ name: string; ok: boolean; detail: string }> = [];
function check(name: string, ok: boolean, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor(what: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await what()) return true;
    await sleep(250);
  }
  return false;
}

async function json(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: (parsed ?? {}) as Record<string, unknown> };
}

/** A product page the price refresh reads, counting each read per path. */
async function startProductPages() {
  const reads = new Map<string, number>();
  const server = http.createServer((req, res) => {
    reads.set(req.url ?? '', (reads.get(req.url ?? '') ?? 0) + 1);
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      `<html><head><title>Lamp</title><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Lamp',
        offers: { '@type': 'Offer', price: '19.99', priceCurrency: 'USD' },
      })}</script></head><body>Lamp</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  const started = Date.now();
  const dbName = `shortlist_cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${dbName}`;
  const db = new pg.Pool({ connectionString: dbUrl.toString(), max: 3 });
  db.on('error', () => undefined);
  const smtp = await startSmtpSink();
  const pages = await startProductPages();
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL,
    REDIS_KEY_PREFIX: `shortlist-cluster-${randomBytes(4).toString('hex')}:`,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SMTP_URL: smtp.url,
    BILLING: 'off',
    LINK_READER_ALLOW_LOOPBACK: 'true',
    METRICS_TOKEN,
    DRAIN_SECONDS: '1',
    LOG_LEVEL: 'info',
    BCRYPT_COST: '4',
  };
  const instances: Instance[] = [];
  const start = (i: number) => {
    const instance = startInstance(i === 0 ? 'a' : 'b', PORT_BASE + i, env);
    instances[i] = instance;
    return instance;
  };
  let boss: PgBoss | undefined;
  const proxy = await startProxy(() => instances.filter(Boolean).map((i) => i.url));
  try {
    // 1. both at once on an empty database: one migrates, the other waits for the lock
    const [a, b] = [start(0), start(1)];
    await Promise.all([waitReady(a), waitReady(b)]);
    const migrated = [a, b].map(
      (i) => i.logs.find((l) => l.msg === 'database migrated') as { applied: number; waitedMs: number },
    );
    check(
      'migrations run once when two instances start together',
      migrated.filter((m) => m.applied > 0).length === 1 &&
        migrated.filter((m) => m.applied === 0).length === 1,
      migrated.map((m) => `applied ${m.applied}, waited ${m.waitedMs} ms`).join('; '),
    );

    // 2. sign up on A, use the session on B
    const signUp = await json('POST', `${a.url}/api/auth/sign-up`, {
      email: 'cluster@example.com',
      password: 'secret123',
      fullName: 'Cluster User',
      nickname: 'cluster_user',
    });
    const token = signUp.body?.accessToken as string;
    const session = await json('GET', `${b.url}/api/auth/session`, undefined, token);
    check(
      'a session made on one instance works on the other',
      signUp.status === 201 && session.status === 200,
      `sign-up ${signUp.status} on a, session ${session.status} on b`,
    );

    // 3. rate limit across both: 20 sign-ins per 15 minutes per address, alternating instances
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) {
      const target = n % 2 === 0 ? a : b;
      const res = await json('POST', `${target.url}/api/auth/sign-in`, {
        email: 'cluster@example.com',
        password: 'secret123',
      });
      statuses.push(res.status);
    }
    check(
      'the 21st sign-in in 15 minutes is refused, counted across both instances',
      statuses.slice(0, 20).every((s) => s === 200) && statuses[20] === 429,
      `first 20: ${[...new Set(statuses.slice(0, 20))].join('/')}, 21st (on a): ${statuses[20]}`,
    );

    // 4. scheduled jobs: seed due work for each, fire each queue three times at once, as three crons would
    const userId = (await db.query(`select id from users where email = 'cluster@example.com'`)).rows[0].id;
    const folder = await json('POST', `${a.url}/api/folders`, { name: 'Lamps' }, token);
    if (folder.status !== 201) throw new Error(`folder: ${folder.status} ${JSON.stringify(folder.body)}`);
    const category = await json(
      'POST',
      `${a.url}/api/categories`,
      { name: 'Lamps', description: 'Light', attributes: [{ name: 'Colour' }] },
      token,
    );
    const itemIds: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const item = await json(
        'POST',
        `${a.url}/api/folders/${folder.body.id}/items`,
        {
          name: `Lamp ${n}`,
          categoryId: category.body.id,
          priceCents: 1000,
          rating: 7,
          sourceUrl: `${pages.base}/lamp-${n}`,
          attributeValues: {},
        },
        token,
      );
      if (item.status !== 201) throw new Error(`item: ${item.status} ${JSON.stringify(item.body)}`);
      itemIds.push(item.body.id as string);
    }
    await db.query(`update profiles set subscription_plan = 'premium_monthly' where id = $1`, [userId]);
    await db.query(
      `insert into item_refresh_settings (item_id, interval, updated_by, next_run_at)
       select unnest($1::uuid[]), 'daily', $2, now() - interval '1 minute'`,
      [itemIds, userId],
    );
    // three more accounts: one whose subscription ended yesterday, one deleted 31 days ago; plus 20 queued mails
    const extra: string[] = [];
    for (const nick of ['expiring_a', 'expiring_b', 'purged_c']) {
      const res = await json('POST', `${b.url}/api/auth/sign-up`, {
        email: `${nick}@example.com`,
        password: 'secret123',
        fullName: nick,
        nickname: nick,
      });
      extra.push(
        (await db.query(`select id from users where email = $1`, [`${nick}@example.com`])).rows[0].id,
      );
      if (res.status !== 201) throw new Error(`sign-up ${nick}: ${res.status}`);
    }
    for (const id of extra.slice(0, 2)) {
      await db.query(`update profiles set subscription_plan = 'premium_monthly' where id = $1`, [id]);
      await db.query(
        `insert into subscriptions (user_id, plan_id, status, current_period_start, current_period_end)
         values ($1, 'premium_monthly', 'active', now() - interval '31 days', now() - interval '1 day')`,
        [id],
      );
    }
    await db.query(`update users set deleted_at = now() - interval '31 days' where id = $1`, [extra[2]]);
    smtp.received.length = 0;
    await db.query(
      `insert into email_outbox ("to", subject, text)
       select 'bulk' || n || '@example.com', 'Bulk ' || n, 'Hello' from generate_series(1, 20) as n`,
    );

    boss = new PgBoss({
      connectionString: dbUrl.toString(),
      max: 2,
      supervise: false,
      schedule: false,
    });
    const jobsClient = boss;
    jobsClient.on('error', () => undefined);
    await jobsClient.start();
    const queues = ['mail-outbox', 'account-purge', 'subscription-expiry', 'price-refresh'];
    await Promise.all(
      queues.flatMap((queue) => [1, 2, 3].map(() => jobsClient.send(queue, {}, { singletonKey: queue }))),
    );
    const done = await waitFor(async () => {
      const mails = smtp.received.filter((m) => m.to.some((t) => t.startsWith('bulk'))).length;
      const expired = (
        await db.query(`select count(*)::int as n from subscriptions where status = 'expired'`)
      ).rows[0].n;
      const purged = (await db.query(`select count(*)::int as n from users where id = $1`, [extra[2]]))
        .rows[0].n;
      const refreshed = [...pages.reads.values()].length;
      return mails >= 20 && expired === 2 && purged === 0 && refreshed >= 5;
    }, 90_000);
    // room for a second, wrong delivery or refresh to show up
    await sleep(5000);
    const bulk = smtp.received.filter((m) => m.to.some((t) => t.startsWith('bulk')));
    const perBulk = new Map<string, number>();
    for (const m of bulk) perBulk.set(m.to[0]!, (perBulk.get(m.to[0]!) ?? 0) + 1);
    check(
      'mail outbox: each queued message is sent once',
      done && perBulk.size === 20 && [...perBulk.values()].every((n) => n === 1),
      `${bulk.length} deliveries for ${perBulk.size} messages`,
    );
    const noticesTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).length;
    const notices = ['expiring_a@example.com', 'expiring_b@example.com'].map(noticesTo);
    const expiredRows = (
      await db.query(`select count(*)::int as n from subscriptions where status = 'expired'`)
    ).rows[0].n;
    check(
      'subscription expiry: each ended subscription is downgraded once, its owner told once',
      expiredRows === 2 && notices.every((n) => n === 1),
      `expired ${expiredRows}, notices ${notices.join(', ')}`,
    );
    const purgedLeft = (await db.query(`select count(*)::int as n from users where id = $1`, [extra[2]]))
      .rows[0].n;
    check('account purge: the account deleted 31 days ago is gone', purgedLeft === 0);
    const reads = itemIds.map((_, n) => pages.reads.get(`/lamp-${n}`) ?? 0);
    const history = (
      await db.query(
        `select count(*)::int as n from item_price_history where source = 'refresh' and item_id = any($1::uuid[])`,
        [itemIds],
      )
    ).rows[0].n;
    check(
      'price refresh: each due item is read once and its new price recorded once',
      reads.every((n) => n === 1) && history === itemIds.length,
      `page reads ${reads.join(',')}, recorded ${history}`,
    );
    const runs = async (instance: Instance) =>
      fetch(`${instance.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then(
        (r) => r.text(),
      );
    const metricsText = (await Promise.all([a, b].map(runs))).join('\n');
    const completed = (queue: string) =>
      [
        ...metricsText.matchAll(
          new RegExp(`shortlist_job_runs_total\\{queue="${queue}",outcome="completed"\\} (\\d+)`, 'g'),
        ),
      ].reduce((sum, m) => sum + Number(m[1]), 0);
    check(
      'each job fired three times at once ran once, on one instance',
      queues.every((q) => completed(q) >= 1) &&
        ['account-purge', 'subscription-expiry'].every((q) => completed(q) === 1),
      queues.map((q) => `${q} ${completed(q)}`).join(', '),
    );
    await jobsClient.stop({ graceful: false, wait: true });
    boss = undefined;

    // 5. kill one instance mid-traffic: every write answered 2xx is there
    const written: string[] = [];
    const statusesKill: number[] = [];
    let sent = 0;
    const writer = async () => {
      while (sent < 80) {
        sent += 1;
        const res = await json('POST', `${proxy.url}/api/folders`, { name: `Write ${sent}` }, token).catch(
          () => ({
            status: 0,
            body: {} as Record<string, unknown>,
          }),
        );
        statusesKill.push(res.status);
        if (res.status >= 200 && res.status < 300) written.push(res.body.id as string);
      }
    };
    const killer = (async () => {
      while (sent < 20) await sleep(20);
      a.process.kill('SIGKILL');
    })();
    await Promise.all([writer(), writer(), writer(), writer(), killer]);
    await a.exited;
    const found = (
      await db.query(`select count(*)::int as n from folders where id = any($1::uuid[])`, [written])
    ).rows[0].n;
    check(
      'killing an instance mid-traffic loses no write answered 2xx',
      written.length > 40 && found === written.length,
      `${written.length} answered 2xx, ${found} in the database; other answers: ${statusesKill.filter((s) => s < 200 || s >= 300).length}`,
    );

    // 6. rolling restart under traffic: stop one, start it, stop the other, start it: no 5xx
    start(0);
    await waitReady(instances[0]!);
    await waitFor(async () => proxy.readyCount() === 2, 10_000);
    const rolling: number[] = [];
    let rollingDone = false;
    const traffic = async () => {
      while (!rollingDone) {
        const res =
          Math.random() < 0.5
            ? await json('GET', `${proxy.url}/api/folders`, undefined, token)
            : await json('POST', `${proxy.url}/api/folders`, { name: 'Rolling' }, token);
        rolling.push(res.status);
      }
    };
    const runners = [traffic(), traffic(), traffic()];
    for (const i of [1, 0]) {
      await stopInstance(instances[i]!);
      start(i);
      await waitReady(instances[i]!);
      await waitFor(async () => proxy.readyCount() === 2, 10_000);
    }
    rollingDone = true;
    await Promise.all(runners);
    const fiveXX = rolling.filter((s) => s >= 500);
    check(
      'a rolling restart (stop b, start it, stop a, start it) keeps serving with no 5xx',
      rolling.length > 50 && fiveXX.length === 0,
      `${rolling.length} requests, ${fiveXX.length} 5xx, statuses ${[...new Set(rolling)].join('/')}`,
    );
  } catch (err) {
    check('the cluster run itself', false, err instanceof Error ? err.message : String(err));
  } finally {
    await boss?.stop({ graceful: false, wait: true }).catch(() => undefined);
    await Promise.all(
      instances.filter(Boolean).map((i) => (i.process.exitCode === null ? stopInstance(i) : null)),
    );
    await proxy.close();
    await pages.close();
    await smtp.close();
    await db.end();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\ncluster run took ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

void main();
