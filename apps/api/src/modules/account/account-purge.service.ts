import { ACCOUNT } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { collectFilesOfUsers, removeFilesAfterCommit } from '../media/media.service';
import { deleteAccounts, lockAccountsDeletedBefore } from './account.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

/**
 * Purges the accounts deleted more than ACCOUNT.deletionRetentionDays ago: the user row and, through the
 * foreign keys, everything the account owns (profile, sessions, codes, folders with their items, photo rows,
 * notes, steps and ratings, categories with their items wherever they are, its ratings elsewhere), then the photo
 * files of those items (media.service: collected before the delete, removed after the commit).
 */
export async function purgeDeletedAccounts(deps: AppDeps): Promise<{ purged: number; files: string[] }> {
  const { db } = deps.database;
  const cutoff = new Date(deps.clock.now().getTime() - ACCOUNT.deletionRetentionDays * DAY_MS);
  let purged = 0;
  const files: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const ids = await lockAccountsDeletedBefore(tx, cutoff, BATCH);
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
