import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devMailbox } from '../../db/schema';

export async function listDevMail(db: DbOrTx, limit: number) {
  return db.select().from(devMailbox).orderBy(desc(devMailbox.createdAt)).limit(limit);
}
