/**
 * The organise benchmark (issue 3, Performance): seeds a realistic account in a throwaway PostgreSQL database,
 * serves the real API in this process, and measures p50/p99 latency and requests per second with autocannon,
 * plus the SQL statements each request runs. Run with `pnpm bench` (see README.md).
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import type pg from 'pg';
import type { Database } from '../../apps/api/src/db/client';
import { mediaUrlWindow } from '../../apps/api/src/integrations/storage';
import type { Seeded } from './seed';
import { BASELINE_DECISION_SQL } from './baseline-decide';
import { startProfile } from './cpu-profile';
import { measureFairness } from './fairness';
import { benchPort, withStack } from './stack';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Sign-in attempts per second in the fairness row, all addresses together. */
const SIGN_IN_RATE = Number(process.env.BENCH_SIGN_IN_RATE ?? 10);
/** Reads per second of the other users in the fairness row (a fixed rate: people do not wait for sign-ins). */
const READ_RATE = Number(process.env.BENCH_READ_RATE ?? 10);
const FAIRNESS_ROW = 'open a folder (~8 items) during sign-ins (fairness)';

/**
 * Counts every statement sent through the pool's clients (BEGIN/COMMIT included). With BENCH_TRACE=1 the
 * statements of each row's counted request are printed.
 */
function countStatements(database: Database) {
  const Client = (database.pool as unknown as { Client: typeof pg.Client }).Client;
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const counter = { n: 0, trace: false };
  proto.query = function (this: unknown, ...args: unknown[]) {
    counter.n += 1;
    if (process.env.BENCH_TRACE && counter.trace) {
      const q = args[0] as string | { text?: string; name?: string };
      const text = typeof q === 'string' ? q : `${q.name ?? ''} ${q.text ?? ''}`;
      console.log('  SQL:', text.replace(/\s+/g, ' ').trim().slice(0, 200));
    }
    return original.apply(this, args);
  };
  return counter;
}

/**
 * The hand-written single-statement "open a folder": folder, subfolders with counts, items with my rating and
 * their key facts (the first three set values, by my weight of their criterion in the folder's decision).
 */
const BASELINE_FOLDER_SQL = `with facts as (
    select f.item_id, json_agg(json_build_object('name', f.name, 'attributeType', f.attribute_type, 'value', f.value,
        'unit', f.unit) order by f.place) as key_facts
    from (select v.item_id, ca.name, ca.attribute_type, v.value, ca.unit, row_number() over (partition by v.item_id
        order by (w.weights ->> ('attr:' || ca.name))::float8 desc nulls last, ca.display_order) as place
      from item_attribute_values v join items i on i.id = v.item_id
      join category_attributes ca on ca.id = v.category_attribute_id
      left join decision_weights w on w.folder_id = i.folder_id and w.user_id = $2
      where i.folder_id = $1 and v.value <> '') f
    where f.place <= 3 group by f.item_id)
  select json_build_object(
  'folder', (select row_to_json(f) from (
    select id, name, description, parent_folder_id, owner_id, created_at, updated_at from folders where id = $1) f),
  'subfolders', coalesce((select json_agg(s order by s.created_at desc) from (
    select f.id, f.name, f.description, f.created_at,
      (select count(*) from folders c where c.parent_folder_id = f.id) as subfolder_count,
      (select count(*) from items i where i.folder_id = f.id) as item_count
    from folders f where f.parent_folder_id = $1) s), '[]'::json),
  'items', coalesce((select json_agg(x order by x.created_at desc) from (
    select i.id, i.name, i.description, i.price_cents, i.currency, i.source_url, i.category_id, i.created_at,
      c.name as category_name, p.nickname, p.avatar_url, r.rating as my_rating,
      kf.key_facts
    from items i join categories c on c.id = i.category_id
    left join profiles p on p.id = i.creator_id
    left join item_ratings r on r.item_id = i.id and r.user_id = $2
    left join facts kf on kf.item_id = i.id
    where i.folder_id = $1) x), '[]'::json)
)::text as body`;

/** My folders in one statement: my top-level folders and those shared with me, with their counts. */
const BASELINE_HOME_SQL = `select coalesce(json_agg(x order by x.created_at desc), '[]'::json)::text as body from (
  select f.id, f.name, f.description, f.parent_folder_id, f.owner_id, p.nickname as owner_nickname,
    f.created_at, f.updated_at,
    (select count(*) from folders s where s.parent_folder_id = f.id) as subfolder_count,
    (select count(*) from items i where i.folder_id = f.id) as item_count,
    exists(select 1 from folder_collaborators fc where fc.folder_id = f.id) as has_collaborators
  from (select o.* from folders o where o.owner_id = $1 and o.parent_folder_id is null
    union select s.* from folder_collaborators fc join folders s on s.id = fc.folder_id
    where fc.user_id = $1 and s.parent_folder_id is null) f
  left join profiles p on p.id = f.owner_id) x`;

/**
 * The item page in one statement: the card with the viewer's rating and its key facts (the first three set
 * values, by my weight of their criterion in the folder's decision), its category's attributes and values.
 */
const BASELINE_ITEM_SQL = `select json_build_object(
  'item', (select row_to_json(x) from (
    select i.id, i.folder_id, i.name, i.description, i.price_cents, i.currency, i.source_url, i.category_id,
      i.revision, i.created_at, i.updated_at, c.name as category_name, p.nickname, p.avatar_url, r.rating as my_rating,
      (select json_agg(json_build_object('name', k.name, 'attributeType', k.attribute_type, 'value', k.value,
          'unit', k.unit) order by k.place)
        from (select ca.name, ca.attribute_type, v.value, ca.unit, row_number() over (
            order by (w.weights ->> ('attr:' || ca.name))::float8 desc nulls last, ca.display_order) as place
          from item_attribute_values v join category_attributes ca on ca.id = v.category_attribute_id
          left join decision_weights w on w.folder_id = i.folder_id and w.user_id = $2
          where v.item_id = i.id and v.value <> '') k
        where k.place <= 3) as key_facts
    from items i join categories c on c.id = i.category_id
    left join profiles p on p.id = i.creator_id
    left join item_ratings r on r.item_id = i.id and r.user_id = $2
    where i.id = $1) x),
  'attributes', coalesce((select json_agg(a order by a.display_order) from (
    select ca.id, ca.name, ca.attribute_type, ca.display_order, ca.is_required, ca.options, v.value
    from items i join category_attributes ca on ca.category_id = i.category_id
    left join item_attribute_values v on v.category_attribute_id = ca.id and v.item_id = i.id
    where i.id = $1) a), '[]'::json)
)::text as body`;

/** A collaborative comparison in one statement: the items, their attributes, everyone's ratings. */
const BASELINE_COMPARE_SQL = `select json_build_object(
  'items', (select json_agg(x order by array_position($1::uuid[], x.id)) from (
    select i.id, i.folder_id, i.name, i.price_cents, i.currency, c.name as category_name,
      p.full_name, p.nickname, r.rating as my_rating
    from items i join categories c on c.id = i.category_id
    left join profiles p on p.id = i.creator_id
    left join item_ratings r on r.item_id = i.id and r.user_id = $2
    where i.id = any($1::uuid[])) x),
  'attributes', (select json_agg(a) from (
    select v.item_id, ca.name, ca.attribute_type, v.value
    from item_attribute_values v join category_attributes ca on ca.id = v.category_attribute_id
    where v.item_id = any($1::uuid[]) order by ca.display_order) a),
  'ratings', (select json_agg(m) from (
    select r.item_id, r.user_id, r.rating, p.full_name, p.nickname
    from item_ratings r join profiles p on p.id = r.user_id where r.item_id = any($1::uuid[])) m)
)::text as body`;

/** Bare node:http in front of one hand-written statement per path: no session, no access check, no layers. */
function startBaseline(database: Database, seeded: Seeded): Promise<http.Server> {
  const route = (url: string): [string, unknown[]] => {
    if (url.startsWith('/home')) return [BASELINE_HOME_SQL, [seeded.ownerId]];
    if (url.startsWith('/decision')) return [BASELINE_DECISION_SQL, [seeded.bigFolderId]];
    if (url.startsWith('/item/')) return [BASELINE_ITEM_SQL, [url.split('/').pop() ?? '', seeded.ownerId]];
    if (url.startsWith('/compare'))
      return [BASELINE_COMPARE_SQL, [`{${seeded.comparedItemIds.join(',')}}`, seeded.ownerId]];
    return [BASELINE_FOLDER_SQL, [url.split('/').pop() ?? '', seeded.ownerId]];
  };
  const server = http.createServer((req, res) => {
    const [text, values] = route(req.url ?? '');
    database
      .pool!.query<{ body: string }>(text, values)
      .then((result) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(result.rows[0]!.body);
      })
      .catch(() => {
        res.writeHead(500);
        res.end();
      });
  });
  return new Promise((resolve) => server.listen(benchPort(1), '127.0.0.1', () => resolve(server)));
}

/**
 * The framework's own share: the light baselines' statements behind bare Express 5 (the API's framework) with a
 * route each and `res.type('json').send()`, no middleware, no session. A row of the API cannot beat its floor.
 */
function startExpressFloor(database: Database, seeded: Seeded): Promise<http.Server> {
  const app = express();
  const answer = (text: string, values: unknown[], res: express.Response) =>
    database
      .pool!.query<{ body: string }>(text, values)
      .then((result) => res.type('json').send(result.rows[0]!.body))
      .catch(() => res.status(500).end());
  app.get('/home', (_req, res) => answer(BASELINE_HOME_SQL, [seeded.ownerId], res));
  app.get('/item/:id', (req, res) => answer(BASELINE_ITEM_SQL, [req.params.id, seeded.ownerId], res));
  app.get('/compare', (_req, res) =>
    answer(BASELINE_COMPARE_SQL, [`{${seeded.comparedItemIds.join(',')}}`, seeded.ownerId], res),
  );
  const server = http.createServer(app);
  return new Promise((resolve) => server.listen(benchPort(2), '127.0.0.1', () => resolve(server)));
}

interface Scenario {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PATCH';
  body?: string;
  auth: boolean;
  expectStatus: number;
  /** Sends the ETag of a first answer as If-None-Match. */
  revalidate?: boolean;
  /** The name of the hand-written baseline row this row is compared with. */
  vs?: string;
  /** A body per request, for a write whose every request must do the work anew (`body` is the first one's). */
  nextBody?: () => string;
}

/** The move row: the n-th request moves set n mod 10 of the big folder's items, there on odd rounds, back on even. */
function moveScenario(api: string, seeded: Seeded): Scenario {
  const sets = Array.from({ length: 10 }, (_, k) => seeded.bigFolderItemIds.slice(k * 50, k * 50 + 50));
  let sent = 0;
  const nextBody = () => {
    const set = sets[sent % sets.length]!;
    const away = Math.floor(sent / sets.length) % 2 === 0;
    sent += 1;
    return JSON.stringify({ ids: set, folderId: away ? seeded.smallFolderId : seeded.bigFolderId });
  };
  return {
    name: 'move 50 items at once (one request, one transaction)',
    url: `${api}/api/items`,
    method: 'PATCH',
    body: nextBody(),
    nextBody,
    auth: true,
    expectStatus: 200,
  };
}

interface Row {
  scenario: string;
  vs?: string;
  statements: number | string;
  p50: number;
  p99: number;
  rps: number;
  /** CPU of this process (API and load generator together) per answered request, in microseconds. */
  cpuUs: number;
  /** CPU of the PostgreSQL backends serving the bench database per answered request (µs), when visible. */
  dbCpuUs: number | undefined;
  errors: number;
}

/**
 * CPU used so far (user + system, µs) by each backend serving the bench database, from /proc: only when
 * PostgreSQL runs on this machine and its processes are readable (undefined otherwise). Its ticks are 10 ms.
 */
async function backendsCpu(database: Database): Promise<Map<number, number> | undefined> {
  try {
    const { rows } = await database.pool!.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database()',
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the name
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10_000);
    }
    return cpu;
  } catch {
    return undefined;
  }
}

/** Waits (up to 5 s) until no pooled connection is busy. */
async function poolIdle(database: Database) {
  const pool = database.pool!;
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (pool.idleCount === pool.totalCount && pool.waitingCount === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function cpuSince(before: Map<number, number> | undefined, after: Map<number, number> | undefined) {
  if (!before || !after) return undefined;
  let used = 0;
  // a backend started meanwhile counts whole; one that ended meanwhile is lost (the pool keeps its clients)
  for (const [pid, us] of after) used += us - (before.get(pid) ?? 0);
  return used;
}

/** The nearest-rank percentile `p` (0 to 1) of the samples (0 when there are none). */
function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

async function once(scenario: Scenario, headers: Record<string, string>): Promise<Response> {
  const res = await fetch(scenario.url, {
    method: scenario.method ?? 'GET',
    headers,
    ...(scenario.body ? { body: scenario.body } : {}),
  });
  await res.arrayBuffer();
  if (res.status !== scenario.expectStatus)
    throw new Error(`${scenario.name}: expected ${scenario.expectStatus}, got ${res.status}`);
  return res;
}

/**
 * Waits, when a revalidation row (its warm-up and window, with a margin) would cross the turn of the signed photo
 * URLs' window: the ETag changes with that window, so every answer after the turn is a 200, not the row's 304.
 */
async function outsideWindowTurn() {
  const rowEnd = mediaUrlWindow(new Date(Date.now() + (DURATION_S + 15) * 1000));
  if (rowEnd.id === mediaUrlWindow(new Date()).id) return;
  await new Promise((resolve) => setTimeout(resolve, rowEnd.start.getTime() - Date.now() + 1000));
}

async function measure(
  scenario: Scenario,
  token: string,
  counter: { n: number; trace: boolean },
  database: Database,
): Promise<Row> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (scenario.auth) headers.authorization = `Bearer ${token}`;
  if (scenario.revalidate) {
    await outsideWindowTurn();
    const first = await fetch(scenario.url, { headers });
    await first.arrayBuffer();
    headers['if-none-match'] = first.headers.get('etag') ?? '';
  }
  // warm caches and prepared plans on every connection the row will use: each backend prepares the statements
  // (and compiles the triggers' PL/pgSQL) on first use and plans them anew for its first five executions
  // (PostgreSQL's plan cache), which warmed on one connection only showed as the create row's ten slowest
  // answers, all in its first 0.1 s
  for (let round = 0; round < 6; round += 1)
    await Promise.all(Array.from({ length: CONNECTIONS }, () => once(scenario, headers)));
  // the previous row's load generator stops with requests still being answered: their statements are not this
  // row's (the move row counted 25 to 30 statements after the create row, 6 of them its own)
  await poolIdle(database);
  const before = counter.n;
  counter.trace = true;
  await once(scenario, headers);
  counter.trace = false;
  const statements = counter.n - before;
  const dbBefore = await backendsCpu(database);
  const cpuBefore = process.cpuUsage();
  const profiling = await startProfile();
  // every answer's time as measured (ms, fractions kept): autocannon's own percentiles come from a histogram of
  // whole milliseconds, so a 304 answered in 1.6 ms counts as 1 and the p99/p50 of light rows is skewed upwards
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: scenario.url,
        method: scenario.method ?? 'GET',
        headers,
        ...(scenario.body ? { body: scenario.body } : {}),
        ...(scenario.nextBody
          ? { requests: [{ setupRequest: (req: object) => ({ ...req, body: scenario.nextBody!() }) }] }
          : {}),
        connections: CONNECTIONS,
        duration: DURATION_S,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const cpu = process.cpuUsage(cpuBefore);
  await profiling?.stop(scenario.name);
  const dbCpu = cpuSince(dbBefore, await backendsCpu(database));
  return {
    scenario: scenario.name,
    cpuUs: Math.round((cpu.user + cpu.system) / Math.max(result.requests.total, 1)),
    dbCpuUs: dbCpu === undefined ? undefined : Math.round(dbCpu / Math.max(result.requests.total, 1)),
    ...(scenario.vs ? { vs: scenario.vs } : {}),
    statements: scenario.auth ? statements : '1 (by hand)',
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    rps: Math.round(result.requests.average),
    // every answer must have the expected status (a 304 row expects 304s)
    errors:
      result.errors +
      result.requests.total -
      (result.statusCodeStats?.[`${scenario.expectStatus}`]?.count ?? 0),
  };
}

function printTable(rows: Row[]) {
  const rpsOf = (name: string) => rows.find((r) => r.scenario === name)?.rps ?? 0;
  const header = [
    'scenario',
    'SQL statements/request',
    'p50 ms',
    'p99 ms',
    'p99/p50',
    'req/s',
    'CPU µs/req',
    'DB CPU µs/req',
    'vs baseline',
    'errors',
  ];
  const lines = rows.map((r) => [
    r.scenario,
    String(r.statements),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    (r.p99 / Math.max(r.p50, 0.1)).toFixed(1),
    String(r.rps),
    String(r.cpuUs),
    r.dbCpuUs === undefined ? '' : String(r.dbCpuUs),
    r.vs ? `${(r.rps / Math.max(rpsOf(r.vs), 1)).toFixed(2)}x` : '',
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(fmt(line));
  console.log('\n"vs baseline": req/s of the row over req/s of the hand-written single query it names.');
  console.log(
    '"CPU µs/req": CPU time of the bench process (the API and the load generator, not PostgreSQL) per answer;\n' +
      'less noisy than req/s on a shared machine, for comparing two builds. "DB CPU µs/req": the same for the\n' +
      'PostgreSQL backends serving the bench database (from /proc, when the server runs on this machine; 10 ms ticks).',
  );
  for (const r of rows.filter((row) => row.vs)) console.log(`- ${r.scenario} vs ${r.vs}`);
}

async function main() {
  console.log(`PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s per row.`);
  await withStack(async ({ database, seeded, api, token, itemBody, track, bcryptCost, bcryptSlots }) => {
    const baseline = await startBaseline(database, seeded);
    track(baseline);
    const base = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}`;
    const floor = await startExpressFloor(database, seeded);
    track(floor);
    const floorBase = `http://127.0.0.1:${(floor.address() as AddressInfo).port}`;
    const counter = countStatements(database);

    const compared = seeded.comparedItemIds.join(',');
    const B_HOME = 'baseline: my folders, one hand-written query';
    const B_FOLDER = 'baseline: open a folder (500 items), one hand-written query';
    const B_ITEM = 'baseline: item page (10 attributes), one hand-written query';
    const B_COMPARE = 'baseline: collaborative compare (5 items, 3 people), one hand-written query';
    const B_DECISION = 'baseline: decision view (500 items, 12 criteria, 3 people), one hand-written query';
    const get = (name: string, url: string, extra: Partial<Scenario> = {}): Scenario => ({
      name,
      url,
      auth: true,
      expectStatus: 200,
      ...extra,
    });
    const allScenarios: Scenario[] = [
      get(B_HOME, `${base}/home`, { auth: false }),
      get('floor: my folders, the same query behind bare Express', `${floorBase}/home`, {
        auth: false,
        vs: B_HOME,
      }),
      get('list my folders', `${api}/api/folders`, { vs: B_HOME }),
      get('list my folders again, If-None-Match: 304', `${api}/api/folders`, {
        revalidate: true,
        expectStatus: 304,
        vs: B_HOME,
      }),
      get(B_FOLDER, `${base}/folder/${seeded.bigFolderId}`, { auth: false }),
      get('open a folder (500 items)', `${api}/api/folders/${seeded.bigFolderId}`, { vs: B_FOLDER }),
      get('open a folder (500 items) again, If-None-Match: 304', `${api}/api/folders/${seeded.bigFolderId}`, {
        revalidate: true,
        expectStatus: 304,
        vs: B_FOLDER,
      }),
      get('open a folder (~8 items)', `${api}/api/folders/${seeded.smallFolderId}`),
      get('breadcrumb: open a depth-4 folder', `${api}/api/folders/${seeded.deepFolderId}`),
      get(B_ITEM, `${base}/item/${seeded.comparedItemIds[0]}`, { auth: false }),
      get(
        'floor: item page, the same query behind bare Express',
        `${floorBase}/item/${seeded.comparedItemIds[0]}`,
        {
          auth: false,
          vs: B_ITEM,
        },
      ),
      get('item page (item with 10 attributes)', `${api}/api/items/${seeded.comparedItemIds[0]}`, {
        vs: B_ITEM,
      }),
      get('item page again, If-None-Match: 304', `${api}/api/items/${seeded.comparedItemIds[0]}`, {
        revalidate: true,
        expectStatus: 304,
        vs: B_ITEM,
      }),
      get(B_COMPARE, `${base}/compare`, { auth: false }),
      get('floor: collaborative compare, the same query behind bare Express', `${floorBase}/compare`, {
        auth: false,
        vs: B_COMPARE,
      }),
      get('compare 5 items', `${api}/api/folders/${seeded.bigFolderId}/compare?items=${compared}`, {
        vs: B_COMPARE,
      }),
      get(
        'collaborative compare (5 items, 3 people)',
        `${api}/api/folders/${seeded.bigFolderId}/compare?items=${compared}&type=collaborative`,
        { vs: B_COMPARE },
      ),
      // the Decide tab (issue 14): every criterion scored for every item, consensus and sparklines, in a
      // constant number of statements; with the group's weights, the mean of the three people's
      get(B_DECISION, `${base}/decision`, { auth: false }),
      get(
        'decision view (500 items, 12 criteria, 3 people)',
        `${api}/api/folders/${seeded.bigFolderId}/decision?weights=group`,
        { vs: B_DECISION },
      ),
      get(
        'decision view (500 items) again, If-None-Match: 304',
        `${api}/api/folders/${seeded.bigFolderId}/decision?weights=group`,
        { revalidate: true, expectStatus: 304, vs: B_DECISION },
      ),
      get('decision view (~8 items)', `${api}/api/folders/${seeded.smallFolderId}/decision`),
      {
        name: 'create item (10 attribute values)',
        url: `${api}/api/folders/${seeded.smallFolderId}/items`,
        method: 'POST',
        body: itemBody,
        auth: true,
        expectStatus: 201,
      },
      // last: every request moves 50 items of the big folder to another folder of the same tree or back, in one
      // request and one transaction, a constant number of statements (activity rows included). Its items are
      // the next of ten sets of 50, so the requests in flight move different items, as people do: before, ten
      // connections moved the same 50 items into the folder that already held them, so every answer after the
      // first was a no-op queued on the same 50 row locks
      moveScenario(api, seeded),
    ];
    // BENCH_ONLY=<regex> measures the matching rows only (and the baselines they name)
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
    const picked = only ? allScenarios.filter((sc) => only.test(sc.name)) : allScenarios;
    const needed = new Set(picked.flatMap((sc) => (sc.vs ? [sc.vs] : [])));
    const scenarios = allScenarios.filter((sc) => picked.includes(sc) || needed.has(sc.name));
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      process.stdout.write(`measuring ${scenario.name}...\n`);
      rows.push(await measure(scenario, token, counter, database));
    }
    console.log('');
    if (rows.length > 0) printTable(rows);
    if (!only || only.test(FAIRNESS_ROW))
      await measureFairness({
        api,
        token,
        // a folder no row writes into: the small folder holds the create row's thousands of items by now (it
        // did until 2026-11-29, so the fairness figures before then are of a 3,000-item folder, p95 ~50 ms)
        folderId: seeded.deepFolderId,
        connections: CONNECTIONS,
        readRate: READ_RATE,
        durationS: DURATION_S,
        signInRate: SIGN_IN_RATE,
        bcryptCost,
        bcryptSlots,
      });
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
