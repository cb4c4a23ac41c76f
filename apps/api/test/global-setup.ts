import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory: each test file starts from a copy (fast, isolated). */
    pgliteSnapshot: string;
  }
}

/** Migrates PGlite once for the whole run; test files load the dump instead of migrating again. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shortlist-test-'));
  const file = path.join(dir, 'migrated.tar.gz');
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
