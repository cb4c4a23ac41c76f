import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { folders, importBatches, profiles } from '../../db/schema';

export interface ImportBatchRow {
  id: string;
  folderId: string;
  userId: string;
  importedCount: number;
  skippedCount: number;
  createdAt: Date;
  undoneAt: Date | null;
}

const columns = {
  id: importBatches.id,
  folderId: importBatches.folderId,
  userId: importBatches.userId,
  importedCount: importBatches.importedCount,
  skippedCount: importBatches.skippedCount,
  createdAt: importBatches.createdAt,
  undoneAt: importBatches.undoneAt,
};

export async function insertImportBatch(
  tx: DbOrTx,
  row: { folderId: string; userId: string; importedCount: number; skippedCount: number; createdAt: Date },
): Promise<ImportBatchRow> {
  const [inserted] = await tx.insert(importBatches).values(row).returning(columns);
  return inserted!;
}

/** The batch, locked for the caller's transaction (one undo at a time). */
export async function lockImportBatch(
  tx: DbOrTx,
  batchId: string,
  folderId: string,
): Promise<ImportBatchRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(importBatches)
    .where(and(eq(importBatches.id, batchId), eq(importBatches.folderId, folderId)))
    .for('update');
  return row;
}

export async function markImportBatchUndone(tx: DbOrTx, batchId: string, at: Date): Promise<void> {
  await tx.update(importBatches).set({ undoneAt: at }).where(eq(importBatches.id, batchId));
}

/** A person's batches in a folder made after `since` and not undone, newest first. */
export function findUndoableBatches(
  db: DbOrTx,
  folderId: string,
  userId: string,
  since: Date,
): Promise<ImportBatchRow[]> {
  return db
    .select(columns)
    .from(importBatches)
    .where(
      and(
        eq(importBatches.folderId, folderId),
        eq(importBatches.userId, userId),
        isNull(importBatches.undoneAt),
        gt(importBatches.createdAt, since),
      ),
    )
    .orderBy(desc(importBatches.createdAt));
}

/** The folder's currency: the one imported prices are in when the sheet names none. */
export async function findFolderCurrency(db: DbOrTx, folderId: string): Promise<string | undefined> {
  const [row] = await db.select({ currency: folders.currency }).from(folders).where(eq(folders.id, folderId));
  return row?.currency;
}

/** The names an export's rating column may carry for this person ("Rating (Ada Lovelace)"). */
export async function findPersonNames(db: DbOrTx, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ fullName: profiles.fullName, nickname: profiles.nickname })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return [row?.fullName, row?.nickname].filter((n): n is string => Boolean(n));
}
