import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiRoot } from './paths';
import { isReadModel, readModelSnapshot } from './read-model';

/** Where read models are declared: every `*.read-model.ts` under src/ (the file name is the registry). */
const SOURCE_DIR = join(apiRoot, 'src');
const READ_MODEL_FILE = /\.read-model\.ts$/;
/**
 * Where their snapshots are: `read-models/<feature>/<answer>.sql`, outside src/ so that the source holds no
 * compiled `$n` text (a grep for untagged SQL finds none there).
 */
export const SNAPSHOT_DIR = join(apiRoot, 'read-models');

/** The command that rewrites the snapshots, as a stale snapshot's failure names it. */
export const SNAPSHOT_COMMAND = 'pnpm --filter @shortlist/api db:read-models';

export interface ReadModelSnapshot {
  /** The snapshot file: `read-models/<feature>/<answer>.sql`. */
  file: string;
  /** Relative to the api package, for messages. */
  shown: string;
  /** What the file must hold: every read model of its file, by name (null: no read model any more). */
  expected: string | null;
  /** What it holds (null: no file yet). */
  actual: string | null;
}

function filesUnder(dir: string, name: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path, name);
      return name.test(entry.name) ? [path] : [];
    })
    .sort();
}

/** The snapshot of `src/modules/<feature>/<answer>.read-model.ts` (or `src/<dir>/...`): `read-models/<feature>/<answer>.sql`. */
export function snapshotFileOf(source: string): string {
  const inSource = relative(SOURCE_DIR, source).split(sep);
  const [first, ...rest] = inSource;
  const path = first === 'modules' ? rest : inSource;
  return join(SNAPSHOT_DIR, ...path).replace(READ_MODEL_FILE, '.sql');
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Each read model file's snapshot: what its statements compile to, and what the checked-in file holds; and each
 * snapshot file no read model writes any more (expected null).
 */
export async function readModelSnapshots(): Promise<ReadModelSnapshot[]> {
  const out: ReadModelSnapshot[] = [];
  for (const source of filesUnder(SOURCE_DIR, READ_MODEL_FILE)) {
    const exports = (await import(pathToFileURL(source).href)) as Record<string, unknown>;
    // by name: a module's exports come in another order under vitest than under node
    const models = Object.values(exports)
      .filter(isReadModel)
      .sort((a, b) => (a.name < b.name ? -1 : 1));
    if (models.length === 0) continue;
    const file = snapshotFileOf(source);
    const header = `-- Written by \`${SNAPSHOT_COMMAND}\` from ${relative(apiRoot, source)}: do not edit.\n\n`;
    out.push({
      file,
      shown: relative(apiRoot, file),
      expected: header + models.map(readModelSnapshot).join('\n'),
      actual: readOrNull(file),
    });
  }
  const written = new Set(out.map((s) => s.file));
  for (const file of filesUnder(SNAPSHOT_DIR, /\.sql$/))
    if (!written.has(file))
      out.push({ file, shown: relative(apiRoot, file), expected: null, actual: readOrNull(file) });
  return out;
}
