import { DAY_MS, splitForDowngrade, SUBSCRIPTION } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { collectFilesOfCategories, removeFilesAfterCommit } from '../media/media.service';
import {
  archiveCategories,
  deleteArchivedCategories,
  listCategoryUsage,
  lockCategoriesArchivedBefore,
  restoreArchivedCategories as restoreArchivedSince,
  summariseArchived,
} from './category-archive.repository';

// The categories side of the downgrade rule (accounts §4, DESIGN §5): billing decides when a plan ends or
// starts again; what that does to categories is decided here, inside billing's transaction.

const PURGE_BATCH = 200;
const RESTORE_WINDOW_MS = SUBSCRIPTION.downgradeRestoreDays * DAY_MS;

/** The start of the restore window: categories hidden since then come back with a new plan. */
const restoreWindowStart = (now: Date) => new Date(now.getTime() - RESTORE_WINDOW_MS);

/** What a downgrade would keep (the most used) and hide (the rest), without changing anything. */
export async function previewDowngrade(db: DbOrTx, userId: string) {
  return splitForDowngrade(await listCategoryUsage(db, userId));
}

/** The downgrade itself, in the caller's transaction: the categories past the Basic limit are archived. */
export async function archiveForDowngrade(tx: DbOrTx, userId: string, now: Date) {
  const split = await previewDowngrade(tx, userId);
  await archiveCategories(
    tx,
    split.hidden.map((c) => c.id),
    now,
  );
  return split;
}

/** A new plan brings back what a downgrade hid within the restore window (in the caller's transaction). */
export async function restoreArchivedCategories(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await restoreArchivedSince(tx, userId, restoreWindowStart(now));
}

/** The date until which archived categories can still come back; null when nothing is hidden. */
export async function restorableArchive(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<{ count: number; restorableUntil: Date } | null> {
  const archived = await summariseArchived(db, userId, restoreWindowStart(now));
  if (archived.count === 0 || !archived.firstArchivedAt) return null;
  return {
    count: archived.count,
    restorableUntil: new Date(archived.firstArchivedAt.getTime() + RESTORE_WINDOW_MS),
  };
}

/** The last day of the restore window of categories hidden now, as the downgrade e-mail says it. */
export const restorableUntilDay = (now: Date) =>
  new Date(now.getTime() + RESTORE_WINDOW_MS).toISOString().slice(0, 10);

/**
 * Deletes the categories hidden longer than the restore window with their items (a transaction per batch),
 * then those items' photo files. Safe on several instances at once (locked rows are skipped).
 */
export async function purgeExpiredArchive(deps: AppDeps): Promise<number> {
  const { db } = deps.database;
  const before = restoreWindowStart(deps.clock.now());
  let purged = 0;
  const files: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ids = await lockCategoriesArchivedBefore(tx, before, PURGE_BATCH);
      const found = await collectFilesOfCategories(tx, ids);
      purged += await deleteArchivedCategories(tx, ids, before);
      return { size: ids.length, found };
    });
    files.push(...batch.found);
    if (batch.size < PURGE_BATCH) break;
  }
  await removeFilesAfterCommit(deps, files);
  return purged;
}
