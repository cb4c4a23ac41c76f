/**
 * `pnpm bench:lighthouse` (issue 13): Lighthouse's mobile performance score of the landing page and of My Folders
 * (signed in), on the BUILT app served on loopback as in production (API + SPA on one port, a fresh PGlite data
 * folder). Each page is measured LIGHTHOUSE_RUNS times (default 3); it prints every run, the medians, and
 * pass/fail against the targets (landing >= 95, My Folders >= 90), and exits 1 when a median misses its target.
 *
 * Lighthouse 12 runs from npm in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), with its default
 * mobile settings (simulated slow 4G and a 4x slower CPU). My Folders is signed in by the refresh cookie of a
 * fresh sign-in per run, sent as an extra header: the page's first refresh rotates it, as a browser's would.
 *
 *   LIGHTHOUSE_PORT (default 3300)  LIGHTHOUSE_RUNS (3)  LIGHTHOUSE_SKIP_BUILD=1 (use the existing build)
 *   LIGHTHOUSE_ONLY=/app (one page)  LIGHTHOUSE_SAVE=<dir> (keep each run's whole JSON report there)
 *   LIGHTHOUSE_WEB_DIST=<dir> (serve that build of the SPA, e.g. a copy of another commit's apps/web/dist, to
 *   compare two builds run by run with the same API)
 */
import { spawn, spawnSync } from 'node:child_process';
import { buildApp, ROOT } from './build-app';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BASE = `http://127.0.0.1:${PORT}`;
const TARGETS = [
  { name: 'landing (/)', path: '/', target: 95, signedIn: false },
  { name: 'My Folders (/app)', path: '/app', target: 90, signedIn: true },
].filter((page) => !process.env.LIGHTHOUSE_ONLY || page.path === process.env.LIGHTHOUSE_ONLY);
/** Folders the signed-in user has, so My Folders shows cards rather than its empty state. */
const FOLDERS = 6;

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** The audits that cost the most, as Lighthouse names them (opportunities and diagnostics). */
  flagged: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The built app on loopback, production settings, a fresh data folder; resolves once /api/health answers. */
async function serve(): Promise<{ stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shortlist-lighthouse-'));
  const app = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ...(process.env.LIGHTHOUSE_WEB_DIST
        ? { WEB_DIST_DIR: path.resolve(process.env.LIGHTHOUSE_WEB_DIST) }
        : {}),
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      BILLING: 'off',
      // production wants a mail server; nothing listens here: the sign-up's confirmation waits in the outbox
      SMTP_URL: 'smtp://127.0.0.1:9',
      // sign-ins and folder creations of the runs come from one address
      RATE_LIMIT_MULTIPLIER: '100',
    },
  });
  const exited = new Promise<void>((resolve) => app.on('exit', () => resolve()));
  const stop = async () => {
    app.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error('the app exited during start-up');
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return { stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the app did not answer /api/health within 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const send = () =>
    fetch(`${BASE}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  // a kept-alive socket the server closed during a long Lighthouse run fails once (EPIPE): send again
  const res = await send().catch(send);
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** A user with a few folders; answers how to sign them in again. */
async function makeUser() {
  const id = randomBytes(4).toString('hex');
  const account = { email: `lighthouse-${id}@example.com`, password: `Lighthouse-${id}-pass!` };
  const res = await post('/api/auth/sign-up', {
    ...account,
    fullName: 'Lighthouse Reader',
    nickname: `lh_${id}`,
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  for (let i = 0; i < FOLDERS; i += 1)
    await post(
      '/api/folders',
      { name: `Folder ${i + 1}`, description: 'Places and things being weighed up' },
      { authorization: `Bearer ${accessToken}` },
    );
  return account;
}

/** A fresh refresh cookie ("name=value") for the account. */
async function signIn(account: { email: string; password: string }): Promise<string> {
  const res = await post('/api/auth/sign-in', account);
  const cookie = res.headers.getSetCookie().find((c) => c.includes('refresh'));
  if (!cookie) throw new Error('sign-in set no refresh cookie');
  return cookie.split(';')[0]!;
}

function lighthouse(url: string, cookie?: string): Run {
  const bin = path.join(ROOT, 'bench/node_modules/.bin/lighthouse');
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    ...(process.env.LIGHTHOUSE_ASSETS
      ? [`--output-path=${process.env.LIGHTHOUSE_ASSETS}/run-${Date.now()}.json`, '--save-assets']
      : ['--output-path=stdout']),
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  const result = spawnSync(bin, args, {
    env: { ...process.env, CHROME_PATH },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`lighthouse failed: ${result.stderr.slice(-2000)}`);
  if (process.env.LIGHTHOUSE_ASSETS) {
    const dir = process.env.LIGHTHOUSE_ASSETS;
    const last = readdirSync(dir)
      .filter((f) => /^run-\d+\.json$/.test(f))
      .sort()
      .pop();
    result.stdout = readFileSync(path.join(dir, last!), 'utf8');
  }
  // the whole report, to read an audit's details (which elements shifted, which answer went uncompressed)
  if (process.env.LIGHTHOUSE_SAVE) {
    mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, name), result.stdout);
  }
  const report = JSON.parse(result.stdout) as {
    finalDisplayedUrl: string;
    categories: { performance: { score: number | null } };
    audits: Record<
      string,
      { numericValue?: number; score: number | null; title: string; details?: { type?: string } }
    >;
  };
  if (!report.finalDisplayedUrl.startsWith(url))
    throw new Error(`lighthouse ended on ${report.finalDisplayedUrl}, not ${url} (signed out?)`);
  const a = report.audits;
  const value = (id: string) => a[id]?.numericValue ?? NaN;
  const flagged = Object.entries(a)
    .filter(
      ([, audit]) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        (audit.details?.type === 'opportunity' || audit.details?.type === 'table'),
    )
    .map(([id]) => id);
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    flagged,
  };
}

const fmt = (run: Run) =>
  `score ${run.score}, FCP ${(run.fcp / 1000).toFixed(2)} s, LCP ${(run.lcp / 1000).toFixed(2)} s, ` +
  `TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, SI ${(run.si / 1000).toFixed(2)} s`;

async function main() {
  buildApp('LIGHTHOUSE_SKIP_BUILD');
  const server = await serve();
  let failed = false;
  try {
    const account = await makeUser();
    console.log(`Lighthouse mobile, ${RUNS} runs per page, ${BASE} (built app, production settings).`);
    for (const page of TARGETS) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const run = lighthouse(`${BASE}${page.path}`, page.signedIn ? await signIn(account) : undefined);
        console.log(`  ${page.name} run ${i + 1}: ${fmt(run)}`);
        runs.push(run);
      }
      const score = median(runs.map((r) => r.score));
      const ok = score >= page.target;
      if (!ok) failed = true;
      const flagged = [...new Set(runs.flatMap((r) => r.flagged))];
      console.log(
        `${page.name}: median score ${score}, LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s, ` +
          `TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms (target >= ${page.target}: ${ok ? 'MET' : 'NOT MET'})` +
          (flagged.length ? `\n  flagged: ${flagged.join(', ')}` : ''),
      );
    }
  } finally {
    await server.stop();
  }
  if (failed) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
