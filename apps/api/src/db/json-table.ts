import { sql } from 'drizzle-orm';

/**
 * Rows handed to SQL as ONE jsonb parameter, read as the table `m` with these typed columns: a statement can
 * join any number of (id, id) pairs without a parameter per value.
 */
export const jsonTable = (rows: readonly object[], columns: string) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(${sql.raw(columns)})`;
