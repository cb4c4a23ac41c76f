/**
 * Writes each read model's statements, as PostgreSQL receives them, to the `.sql` snapshot beside its
 * `*.read-model.ts` file (test/db/read-model-snapshots.test.ts fails while one is stale).
 *
 *   pnpm --filter @shortlist/api db:read-models
 */
import { writeFileSync } from 'node:fs';
import { readModelSnapshots } from '../src/db/read-model-snapshots';

const snapshots = await readModelSnapshots();
let written = 0;
for (const snapshot of snapshots) {
  if (snapshot.actual === snapshot.expected) continue;
  writeFileSync(snapshot.file, snapshot.expected);
  console.log(`wrote ${snapshot.shown}`);
  written += 1;
}
console.log(`${snapshots.length} read model files, ${written} snapshots written`);
