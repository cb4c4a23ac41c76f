/**
 * Writes each read model's statements, as PostgreSQL receives them, to its snapshot
 * `read-models/<feature>/<answer>.sql`, and deletes the snapshots no read model writes any more
 * (test/db/read-model-snapshots.test.ts fails while one is stale).
 *
 *   pnpm --filter @shortlist/api db:read-models
 */
import { mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { readModelSnapshots } from '../src/db/read-model-snapshots';

const snapshots = await readModelSnapshots();
let written = 0;
let deleted = 0;
for (const snapshot of snapshots) {
  if (snapshot.actual === snapshot.expected) continue;
  if (snapshot.expected === null) {
    rmSync(snapshot.file);
    // a feature's folder goes with its last snapshot
    if (readdirSync(dirname(snapshot.file)).length === 0) rmdirSync(dirname(snapshot.file));
    console.log(`deleted ${snapshot.shown}`);
    deleted += 1;
    continue;
  }
  mkdirSync(dirname(snapshot.file), { recursive: true });
  writeFileSync(snapshot.file, snapshot.expected);
  console.log(`wrote ${snapshot.shown}`);
  written += 1;
}
const files = snapshots.filter((s) => s.expected !== null).length;
console.log(`${files} read model files, ${written} snapshots written, ${deleted} deleted`);
