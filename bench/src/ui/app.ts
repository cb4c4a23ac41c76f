/**
 * The built app (API + SPA on one port, production settings) on a throwaway PostgreSQL database created next to
 * BENCH_DATABASE_URL and dropped at the end, even on failure. It imports none of the API's source (the server
 * runs from its build), so the API's work in progress never stops the browser bench from starting.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { ADMIN_URL } from '../admin-url';
import { ROOT } from '../build-app';

export interface RunningApp {
  base: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts apps/api/dist/main.js on `port` over a new database; resolves once /api/ready answers. */
export async function startApp(port: number): Promise<RunningApp> {
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'shortlist_bench_ui_';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix))
    throw new Error(`BENCH_DATABASE_PREFIX: not a plain name: ${prefix}`);
  const name = `${prefix}${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const base = `http://127.0.0.1:${port}`;

  const app = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      BILLING: 'off',
      // production wants a mail server; nothing listens here: mails wait in the outbox
      SMTP_URL: 'smtp://127.0.0.1:9',
      // the run signs in and writes many times from one address
      RATE_LIMIT_MULTIPLIER: '1000',
    },
  });
  const exited = new Promise<void>((resolve) => app.on('exit', () => resolve()));
  const stop = async () => {
    if (app.exitCode === null) {
      app.kill('SIGTERM');
      await exited;
    }
    await admin(`drop database if exists ${name} with (force)`);
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (app.exitCode !== null) {
      await stop();
      throw new Error('the app exited during start-up');
    }
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return { base, databaseUrl, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the app was not ready within 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
