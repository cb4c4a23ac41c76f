import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory: each test file starts from a copy (fast, isolated). */
    pgliteSnapshot: string;
    /** With TEST_DATABASE_URL: a migrated PostgreSQL database each test file copies (CREATE DATABASE ... TEMPLATE). */
    postgresTemplate: string | undefined;
  }
}

async function onServer(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Migrates one PostgreSQL database for the whole run; answers its name and how to drop it. */
async function migratedPostgresTemplate(url: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'shortlist_t_';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix))
    throw new Error(`TEST_DATABASE_PREFIX: not a plain name: ${prefix}`);
  const name = `${prefix}template_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: templateUrl.toString(), poolSize: 1 });
  await database.migrate();
  // a template must have no open connection while it is copied
  await database.close();
  return { name, drop: () => onServer(url, `drop database if exists ${name} with (force)`) };
}

/** Migrates once for the whole run; test files load the dump (or copy the template) instead of migrating again. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-test-'));
  const file = path.join(dir, 'migrated.tar.gz');
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  const url = process.env.TEST_DATABASE_URL;
  const template = url ? await migratedPostgresTemplate(url) : undefined;
  project.provide('postgresTemplate', template?.name);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await template?.drop();
  };
}
