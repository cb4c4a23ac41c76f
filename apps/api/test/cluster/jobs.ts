import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { ReceivedMail } from '../smtp-sink';
import { api, sleep, waitFor } from './harness';
import type { Instance } from './instance';

/**
 * The scheduled jobs on two instances: due work is seeded in the database (queued mails, ended subscriptions,
 * accounts deleted long ago, items whose price refresh is due), then every queue is fired several times at once
 * with distinct singleton keys, so pg-boss's one-at-a-time queue policy does NOT serialise them: runs overlap on
 * both instances' workers and only the jobs' own claims (leases, SKIP LOCKED, conditional updates) keep each
 * due thing done once. The effects are counted where they land: mails at the SMTP server, page reads at the
 * product server, rows in the database, the purge's own log lines.
 */

const QUEUES = ['mail-outbox', 'account-purge', 'subscription-expiry', 'price-refresh'] as const;
/** Overlapping runs per queue (more than one per instance). */
const TRIGGERS = 4;
/** More than one run's batch (20 for the outbox and the price refresh), so several runs share the work. */
const QUEUED_MAILS = 60;
const DUE_ITEMS = 25;
const ENDED_SUBSCRIPTIONS = 4;
const PURGED_ACCOUNTS = 3;

/** A product page the price refresh reads, counting each read per path; slow enough for runs to overlap. */
export async function startProductPages(delayMs = 100) {
  const reads = new Map<string, number>();
  const server = http.createServer((req, res) => {
    reads.set(req.url ?? '', (reads.get(req.url ?? '') ?? 0) + 1);
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<html><head><title>Lamp</title><script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Lamp',
          offers: { '@type': 'Offer', price: '19.99', priceCurrency: 'USD' },
        })}</script></head><body>Lamp</body></html>`,
      );
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reads,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface JobsContext {
  db: pg.Pool;
  dbUrl: string;
  instances: Instance[];
  token: string;
  ownerEmail: string;
  mails: ReceivedMail[];
  pages: Awaited<ReturnType<typeof startProductPages>>;
  metricsToken: string;
  check(name: string, ok: boolean, detail?: string): void;
}

/** Accounts made straight in the database (the sign-up route's own rate limit is not what is tested here). */
async function insertAccounts(db: pg.Pool, kind: string, count: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, password_hash)
     select '${kind}-' || n || '@example.com', 'x' from generate_series(1, $1::int) as n
     returning id`,
    [count],
  );
  const ids = rows.map((r) => r.id);
  await db.query(
    `insert into profiles (id, full_name, nickname)
     select id, 'Cluster User', replace(email, '@example.com', '') from users where id = any($1::uuid[])`,
    [ids],
  );
  return ids;
}

async function seedDueWork(ctx: JobsContext) {
  const { db } = ctx;
  const ownerId = (await db.query(`select id from users where email = $1`, [ctx.ownerEmail])).rows[0]?.id as
    string | undefined;
  if (!ownerId) throw new Error(`no user row for ${ctx.ownerEmail}`);
  // Premium for the owner: its items' refreshes run, and the plan's item and category limits are not in the way
  await db.query(`update profiles set subscription_plan = 'premium_monthly' where id = $1`, [ownerId]);
  const base = ctx.instances[0]!.url;
  const folder = await api('POST', `${base}/api/folders`, { name: 'Lamps' }, ctx.token);
  if (folder.status !== 201) throw new Error(`folder: ${folder.status} ${JSON.stringify(folder.body)}`);
  const category = await api(
    'POST',
    `${base}/api/categories`,
    { name: 'Lamps', description: 'Light', attributes: [{ name: 'Colour' }] },
    ctx.token,
  );
  if (category.status !== 201)
    throw new Error(`category: ${category.status} ${JSON.stringify(category.body)}`);
  const itemIds: string[] = [];
  for (let n = 0; n < DUE_ITEMS; n += 1) {
    const item = await api(
      'POST',
      `${ctx.instances[n % 2]!.url}/api/folders/${folder.body.id}/items`,
      {
        name: `Lamp ${n}`,
        categoryId: category.body.id,
        priceCents: 1000,
        rating: 7,
        sourceUrl: `${ctx.pages.base}/lamp-${n}`,
        attributeValues: {},
      },
      ctx.token,
    );
    if (item.status !== 201) throw new Error(`item: ${item.status} ${JSON.stringify(item.body)}`);
    itemIds.push(item.body.id as string);
  }
  await db.query(
    `insert into item_refresh_settings (item_id, interval, updated_by, next_run_at)
     select unnest($1::uuid[]), 'daily', $2, now() - interval '1 minute'`,
    [itemIds, ownerId],
  );
  const expiring = await insertAccounts(db, 'expiring', ENDED_SUBSCRIPTIONS);
  await db.query(`update profiles set subscription_plan = 'premium_monthly' where id = any($1::uuid[])`, [
    expiring,
  ]);
  await db.query(
    `insert into subscriptions (user_id, plan_id, status, current_period_start, current_period_end)
     select unnest($1::uuid[]), 'premium_monthly', 'active', now() - interval '31 days', now() - interval '1 day'`,
    [expiring],
  );
  const purged = await insertAccounts(db, 'purged', PURGED_ACCOUNTS);
  await db.query(`update users set deleted_at = now() - interval '31 days' where id = any($1::uuid[])`, [
    purged,
  ]);
  await db.query(
    `insert into email_outbox ("to", subject, text)
     select 'bulk-' || n || '@example.com', 'Bulk ' || n, 'Hello' from generate_series(1, $1::int) as n`,
    [QUEUED_MAILS],
  );
  return { itemIds, expiring, purged };
}

/** Completed runs per queue of one instance, from its /api/metrics. */
async function completedRuns(instance: Instance, metricsToken: string): Promise<Record<string, number>> {
  const text = await fetch(`${instance.url}/api/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  }).then((r) => r.text());
  return Object.fromEntries(
    QUEUES.map((queue) => {
      const m = new RegExp(`shortlist_job_runs_total\\{queue="${queue}",outcome="completed"\\} (\\d+)`).exec(
        text,
      );
      return [queue, Number(m?.[1] ?? 0)];
    }),
  );
}

const count = async (db: pg.Pool, sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(sql, params)).rows[0]!.n;

export async function checkScheduledJobs(ctx: JobsContext): Promise<void> {
  const { db, check } = ctx;
  const seeded = await seedDueWork(ctx);
  const runsBefore = await Promise.all(ctx.instances.map((i) => completedRuns(i, ctx.metricsToken)));

  const boss = new PgBoss({ connectionString: ctx.dbUrl, max: 2, supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    const sent = await Promise.all(
      QUEUES.flatMap((queue) =>
        Array.from({ length: TRIGGERS }, (_, n) =>
          boss.send(queue, {}, { singletonKey: `cluster-run-${n}` }),
        ),
      ),
    );
    const jobIds = sent.filter((id): id is string => typeof id === 'string');
    if (jobIds.length !== sent.length)
      throw new Error(`pg-boss took ${jobIds.length} of ${sent.length} jobs`);

    const bulkMails = () => ctx.mails.filter((m) => m.to.some((t) => t.startsWith('bulk-')));
    const finished = await waitFor(
      async () =>
        (await count(
          db,
          `select count(*)::int as n from pgboss.job where id = any($1::uuid[]) and state in ('completed', 'failed')`,
          [jobIds],
        )) === jobIds.length,
      90_000,
    );
    // room for a second, wrong delivery, notice or page read to show up
    await sleep(3_000);
    const states = (
      await db.query<{ state: string; n: number }>(
        `select state, count(*)::int as n from pgboss.job where id = any($1::uuid[]) group by state`,
        [jobIds],
      )
    ).rows;
    const runsAfter = await Promise.all(ctx.instances.map((i) => completedRuns(i, ctx.metricsToken)));
    const runsOn = runsAfter.map((after, i) =>
      QUEUES.map((q) => (after[q] ?? 0) - (runsBefore[i]![q] ?? 0)).reduce((a, b) => a + b, 0),
    );
    check(
      `each queue fired ${TRIGGERS} times at once: every run completed, on both instances`,
      finished && states.every((s) => s.state === 'completed') && runsOn.every((n) => n > 0),
      `${states.map((s) => `${s.state} ${s.n}`).join(', ')} of ${jobIds.length}; completed runs on a ${runsOn[0]}, on b ${runsOn[1]}`,
    );

    const perBulk = new Map<string, number>();
    for (const m of bulkMails()) perBulk.set(m.to[0]!, (perBulk.get(m.to[0]!) ?? 0) + 1);
    const sentRows = await count(db, `select count(*)::int as n from email_outbox where status = 'sent'`);
    check(
      'mail outbox: each queued message is delivered once',
      perBulk.size === QUEUED_MAILS && [...perBulk.values()].every((n) => n === 1),
      `${bulkMails().length} deliveries of ${QUEUED_MAILS} queued messages to ${perBulk.size} addresses; ${sentRows} rows marked sent`,
    );

    const expiredRows = await count(
      db,
      `select count(*)::int as n from subscriptions where status = 'expired' and user_id = any($1::uuid[])`,
      [seeded.expiring],
    );
    const basicProfiles = await count(
      db,
      `select count(*)::int as n from profiles where subscription_plan = 'basic' and id = any($1::uuid[])`,
      [seeded.expiring],
    );
    const notices = seeded.expiring.map(
      (_, n) => ctx.mails.filter((m) => m.to.includes(`expiring-${n + 1}@example.com`)).length,
    );
    check(
      'subscription expiry: each ended subscription is downgraded once and its owner told once',
      expiredRows === ENDED_SUBSCRIPTIONS &&
        basicProfiles === ENDED_SUBSCRIPTIONS &&
        notices.every((n) => n === 1),
      `${expiredRows} expired, ${basicProfiles} back on Basic, notices per owner ${notices.join(',')}`,
    );

    const left = await count(db, `select count(*)::int as n from users where id = any($1::uuid[])`, [
      seeded.purged,
    ]);
    // each instance logs how many accounts each of its purge runs removed: the sum is how many deletes there were
    const purgedByRuns = ctx.instances.map((i) =>
      i.logs
        .filter((l) => l.msg === 'account purge: deleted accounts removed')
        .reduce((sum, l) => sum + Number(l.purged ?? 0), 0),
    );
    check(
      'account purge: each account deleted 31 days ago is purged once',
      left === 0 && purgedByRuns[0]! + purgedByRuns[1]! === PURGED_ACCOUNTS,
      `${PURGED_ACCOUNTS - left} of ${PURGED_ACCOUNTS} gone; purged by a ${purgedByRuns[0]}, by b ${purgedByRuns[1]}`,
    );

    const reads = seeded.itemIds.map((_, n) => ctx.pages.reads.get(`/lamp-${n}`) ?? 0);
    const recorded = (
      await db.query<{ item_id: string; n: number }>(
        `select item_id, count(*)::int as n from item_price_history
         where source = 'refresh' and item_id = any($1::uuid[]) group by item_id`,
        [seeded.itemIds],
      )
    ).rows;
    const newPrices = await count(
      db,
      `select count(*)::int as n from items where price_cents = 1999 and id = any($1::uuid[])`,
      [seeded.itemIds],
    );
    check(
      'price refresh: each due item is read once and its new price recorded once',
      reads.every((n) => n === 1) &&
        recorded.length === DUE_ITEMS &&
        recorded.every((r) => r.n === 1) &&
        newPrices === DUE_ITEMS,
      `page reads per item: ${[...new Set(reads)].join('/')} over ${DUE_ITEMS} items; ${recorded.length} items with one refresh row each; ${newPrices} at the new price`,
    );
  } finally {
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
  }
}
