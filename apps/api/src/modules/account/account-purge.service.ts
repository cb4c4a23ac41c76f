import { ACCOUNT, DAY_MS } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { handOverCategoriesUsedByOthers } from '../categories/category-handover.service';
import { deletePrivateItemsOf, moveItemsToCategoryCopies } from '../items/items.service';
import { collectFilesOfUsers, removeFilesAfterCommit } from '../media/media.service';
import { deleteAccounts, lockAccountsDeletedBefore } from './account.repository';

const BATCH = 50;

/**
 * Purges the accounts deleted more than ACCOUNT.deletionRetentionDays ago: the user row and, through the
 * foreign keys, everything the account owns (profile, sessions, codes, folders with their items, photo rows,
 * notes, steps and ratings, its categories, its ratings elsewhere), then the photo files of those items
 * (media.service: collected before the delete, removed after the commit). Its categories that items in other
 * people's folders use are handed over to those folders' owners first (categories), with those items (items),
 * so nobody else loses an item. Each batch is one transaction.
 */
export async function purgeDeletedAccounts(deps: AppDeps): Promise<{ purged: number; files: string[] }> {
  const { db } = deps.database;
  const cutoff = new Date(deps.clock.now().getTime() - ACCOUNT.deletionRetentionDays * DAY_MS);
  let purged = 0;
  const files: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ids = await lockAccountsDeletedBefore(tx, cutoff, BATCH);
      const copies = await handOverCategoriesUsedByOthers(tx, ids);
      await moveItemsToCategoryCopies(tx, copies);
      // private items in others' folders go too: nobody else may see them
      const privateFiles = await deletePrivateItemsOf(tx, ids);
      // after the hand-over: only the items that really go with the accounts are left to collect
      const found = [...privateFiles, ...(await collectFilesOfUsers(tx, ids))];
      purged += await deleteAccounts(tx, ids, cutoff);
      return { size: ids.length, found };
    });
    files.push(...batch.found);
    if (batch.size < BATCH) break;
  }
  await removeFilesAfterCommit(deps, files);
  if (purged > 0)
    deps.logger.info({ purged, files: files.length }, 'account purge: deleted accounts removed');
  return { purged, files };
}
