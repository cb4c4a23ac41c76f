import { ACCOUNT, DAY_MS } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { collectFilesOfUsers, removeFilesAfterCommit } from '../media/media.service';
import {
  type CategoryUse,
  copyCategoriesForOwners,
  deleteAccounts,
  findCategoryUsesByOtherOwners,
  lockAccountsDeletedBefore,
  lockCategoriesOf,
  transferCategories,
} from './account.repository';

const BATCH = 50;

/**
 * Purges the accounts deleted more than ACCOUNT.deletionRetentionDays ago: the user row and, through the
 * foreign keys, everything the account owns (profile, sessions, codes, folders with their items, photo rows,
 * notes, steps and ratings, its categories, its ratings elsewhere), then the photo files of those items
 * (media.service: collected before the delete, removed after the commit). Its categories that items in other
 * people's folders use are handed over to those folders' owners first, so nobody else loses an item.
 */
export async function purgeDeletedAccounts(deps: AppDeps): Promise<{ purged: number; files: string[] }> {
  const { db } = deps.database;
  const cutoff = new Date(deps.clock.now().getTime() - ACCOUNT.deletionRetentionDays * DAY_MS);
  let purged = 0;
  const files: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ids = await lockAccountsDeletedBefore(tx, cutoff, BATCH);
      await handOverCategoriesUsedByOthers(tx, ids);
      // after the hand-over: only the items that really go with the accounts are left to collect
      const found = await collectFilesOfUsers(tx, ids);
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

/**
 * A purged user's category that items in folder trees of OTHER owners use (the user was a collaborator there)
 * must not take those items with it. It goes to the owner of those trees; when several owners use it, each
 * gets their own copy with their items and attribute values. Items in the purged users' own trees still go
 * with the accounts, and so does every category no one else uses. A constant number of statements.
 *
 * The receiving owner's plan is deliberately not checked: a Basic owner keeps a handed-over category beyond
 * the one-category limit (that limit gates creating categories; losing someone's data would be worse). The
 * category keeps its archived state, so one a downgrade had hidden stays hidden until its restore window ends.
 */
async function handOverCategoriesUsedByOthers(tx: DbOrTx, userIds: string[]): Promise<void> {
  await lockCategoriesOf(tx, userIds);
  const uses = await findCategoryUsesByOtherOwners(tx, userIds);
  const ownerCount = new Map<string, number>();
  for (const use of uses) ownerCount.set(use.categoryId, (ownerCount.get(use.categoryId) ?? 0) + 1);
  const usedByOneOwner = (use: CategoryUse) => ownerCount.get(use.categoryId) === 1;

  await transferCategories(tx, uses.filter(usedByOneOwner));
  await copyCategoriesForOwners(
    tx,
    uses.filter((use) => !usedByOneOwner(use)),
  );
}
