/**
 * The database functions' source files and the migrations that change them.
 *
 *   pnpm --filter @shortlist/api db:functions dump            src/db/functions/<name>.sql from a migrated database
 *   pnpm --filter @shortlist/api db:functions migration <n>   a custom migration holding every function whose
 *                                                             source file differs from the migrated database
 *
 * Edit the source file, then run `migration`: the migration carries the file's text, so the current rule is read
 * in one place and the migrations follow it.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { FUNCTIONS_DIR, readDatabaseFunctions, readFunctionSources } from '../src/db/database-functions';
import { rawRows } from '../src/db/raw-rows';

const DRIZZLE_DIR = new URL('../drizzle/', import.meta.url).pathname;

async function migrated() {
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  return database;
}

async function dump(): Promise<void> {
  const database = await migrated();
  try {
    const rows = await rawRows<{ name: string; definition: string }>(
      database.db,
      sql`select p.proname as name, pg_get_functiondef(p.oid) as definition
            from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = 'public' and p.prokind = 'f'
             and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    );
    for (const { name, definition } of rows) {
      writeFileSync(join(FUNCTIONS_DIR, `${name}.sql`), `${definition.trim()};\n`);
    }
    console.log(`wrote ${rows.length} function files`);
  } finally {
    await database.close();
  }
}

/** The source files whose function is missing from, or differs in, a freshly migrated database. */
async function changedSources(): Promise<string[]> {
  const database = await migrated();
  try {
    const before = await readDatabaseFunctions(database.db);
    const changed: string[] = [];
    for (const [name, text] of readFunctionSources()) {
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql.raw(text));
          const after = await readDatabaseFunctions(tx);
          if (JSON.stringify(after) !== JSON.stringify(before)) changed.push(name);
          tx.rollback();
        })
        .catch((err: unknown) => {
          if (!(err instanceof Error && err.message === 'Rollback')) throw err;
        });
    }
    return changed;
  } finally {
    await database.close();
  }
}

async function migration(label: string): Promise<void> {
  const changed = await changedSources();
  if (changed.length === 0) {
    console.log('every function source matches the migrations: nothing to write');
    return;
  }
  execFileSync('pnpm', ['exec', 'drizzle-kit', 'generate', '--custom', '--name', label], {
    stdio: 'inherit',
  });
  const newest = readdirSync(DRIZZLE_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .at(-1)!;
  const sources = readFunctionSources();
  const text = changed.map((name) => sources.get(name)!.trim()).join('\n--> statement-breakpoint\n');
  writeFileSync(join(DRIZZLE_DIR, newest), `${readFileSync(join(DRIZZLE_DIR, newest), 'utf8')}${text}\n`);
  console.log(`drizzle/${newest}: ${changed.join(', ')}`);
}

const [command, label] = process.argv.slice(2);
if (command === 'dump') await dump();
else if (command === 'migration' && label) await migration(label);
else {
  console.error('usage: database-functions.ts dump | migration <name>');
  process.exit(2);
}
