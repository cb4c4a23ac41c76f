import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { rawRows } from './raw-rows';

/**
 * The database's own functions (trigger functions and SQL functions), one source file each in `functions/`,
 * holding the text that is current. A migration that changes a function copies that text
 * (`pnpm --filter @shortlist/api db:functions migration <name>` writes the custom migration), and
 * `test/system/database-functions.test.ts` holds the migrated database to the files.
 */
export const FUNCTIONS_DIR = fileURLToPath(new URL('./functions/', import.meta.url));

export interface FunctionDefinition {
  name: string;
  arguments: string;
  result: string;
  language: string;
  volatility: string;
  settings: string | null;
  securityDefiner: boolean;
  body: string;
}

/** The functions the migrations left in the public schema, as PostgreSQL keeps them. */
export async function readDatabaseFunctions(db: DbOrTx): Promise<FunctionDefinition[]> {
  return rawRows<FunctionDefinition>(
    db,
    sql`
    select p.proname as name,
           pg_get_function_identity_arguments(p.oid) as arguments,
           pg_get_function_result(p.oid) as result,
           l.lanname as language,
           p.provolatile as volatility,
           array_to_string(p.proconfig, ',') as settings,
           p.prosecdef as "securityDefiner",
           p.prosrc as body
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_language l on l.oid = p.prolang
     where n.nspname = 'public'
       and p.prokind = 'f'
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
     order by p.proname, 2`,
  );
}

/** Each source file by function name: `functions/<name>.sql`. */
export function readFunctionSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of readdirSync(FUNCTIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    sources.set(file.slice(0, -'.sql'.length), readFileSync(join(FUNCTIONS_DIR, file), 'utf8'));
  }
  return sources;
}
