import { ACCOUNT } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { deleteAccounts, findAccountsDeletedBefore, listMediaPathsOwnedBy } from './account.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

/**
 * Purges the accounts deleted more than ACCOUNT.deletionRetentionDays ago: the user row and, through the
 * foreign keys, everything the account owns (profile, sessions, codes, folders with their items, photo rows,
 * notes, steps and ratings, categories, its ratings elsewhere), then the photo files through the media storage.
 * Files go after their rows, so a failure leaves at worst an orphan file, never a row pointing at nothing.
 */
export async function purgeDeletedAccounts(deps: AppDeps): Promise<{ purged: number; files: string[] }> {
  const { db } = deps.database;
  const cutoff = new Date(deps.clock.now().getTime() - ACCOUNT.deletionRetentionDays * DAY_MS);
  let purged = 0;
  const files: string[] = [];
  for (;;) {
    const ids = await findAccountsDeletedBefore(db, cutoff, BATCH);
    if (ids.length === 0) break;
    const paths = await db.transaction(async (tx) => {
      const found = await listMediaPathsOwnedBy(tx, ids);
      purged += await deleteAccounts(tx, ids, cutoff);
      return found;
    });
    files.push(...paths);
    if (ids.length < BATCH) break;
  }
  if (files.length > 0) {
    try {
      await deps.storage.remove(files);
    } catch (err) {
      deps.logger.error({ err, files: files.length }, 'account purge: some photo files could not be removed');
    }
  }
  if (purged > 0)
    deps.logger.info({ purged, files: files.length }, 'account purge: deleted accounts removed');
  return { purged, files };
}
