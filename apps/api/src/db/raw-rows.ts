import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** Rows of a raw statement, whichever driver ran it (both answer `{ rows }`, typed differently). */
export async function rawRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
