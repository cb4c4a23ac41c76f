import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiRoot } from './paths';
import { isReadModel, readModelSnapshot } from './read-model';

/** Where read models are declared: every `*.read-model.ts` under src/ (the file name is the registry). */
const SOURCE_DIR = join(apiRoot, 'src');
const READ_MODEL_FILE = /\.read-model\.ts$/;

/** The command that rewrites the snapshots, as a stale snapshot's failure names it. */
export const SNAPSHOT_COMMAND = 'pnpm --filter @shortlist/api db:read-models';

export interface ReadModelSnapshot {
  /** The snapshot file, beside its read model file: `<answer>.read-model.sql`. */
  file: string;
  /** Relative to the api package, for messages. */
  shown: string;
  /** What the file must hold: every read model of the file, in export order. */
  expected: string;
  /** What it holds (null: no file yet). */
  actual: string | null;
}

function readModelFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return readModelFiles(path);
      return READ_MODEL_FILE.test(entry.name) ? [path] : [];
    })
    .sort();
}

/** Each read model file's snapshot: what its statements compile to, and what the checked-in file holds. */
export async function readModelSnapshots(): Promise<ReadModelSnapshot[]> {
  const out: ReadModelSnapshot[] = [];
  for (const source of readModelFiles(SOURCE_DIR)) {
    const exports = (await import(pathToFileURL(source).href)) as Record<string, unknown>;
    const models = Object.values(exports).filter(isReadModel);
    if (models.length === 0) continue;
    const file = source.replace(/\.ts$/, '.sql');
    let actual: string | null = null;
    try {
      actual = readFileSync(file, 'utf8');
    } catch {
      actual = null;
    }
    const header = `-- Written by \`${SNAPSHOT_COMMAND}\` from ${relative(apiRoot, source)}: do not edit.\n\n`;
    out.push({
      file,
      shown: relative(apiRoot, file),
      expected: header + models.map(readModelSnapshot).join('\n'),
      actual,
    });
  }
  return out;
}
