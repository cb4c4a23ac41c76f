import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../http/session';
import { requireItemAccess } from '../../access/folder-access';
import { recordActivity } from '../activity/activity.service';
import { deleteRating, upsertRating } from './ratings.repository';

/**
 * Sets (1..10) or clears (0) the user's own rating of an item inside a given transaction; the caller has
 * checked access. Each user's rating is their own: nobody else's row is touched. The folder's activity says so
 * (`folderId`: the item's folder).
 */
export async function applyRating(
  tx: DbOrTx,
  input: { itemId: string; folderId: string; userId: string; rating: number; now: Date },
): Promise<void> {
  if (input.rating === 0) await deleteRating(tx, input.itemId, input.userId);
  else await upsertRating(tx, input);
  await recordActivity(tx, {
    folderId: input.folderId,
    actorId: input.userId,
    itemId: input.itemId,
    kind: 'item.rated',
    payload: { rating: input.rating === 0 ? null : input.rating },
    at: input.now,
  });
}

/** PUT /api/items/:id/rating: upsert the viewer's rating. */
export async function setRating(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  rating: number,
): Promise<{ rating: number | null }> {
  const db = deps.database.db;
  const access = await requireItemAccess(db, user.id, itemId, 'rate');
  await db.transaction((tx) =>
    applyRating(tx, { itemId, folderId: access.folderId, userId: user.id, rating, now: deps.clock.now() }),
  );
  return { rating };
}

/** DELETE /api/items/:id/rating: the viewer's rating row is deleted (0 = not rated). */
export async function clearRating(deps: AppDeps, user: SessionUser, itemId: string): Promise<void> {
  const db = deps.database.db;
  const access = await requireItemAccess(db, user.id, itemId, 'rate');
  await db.transaction((tx) =>
    applyRating(tx, { itemId, folderId: access.folderId, userId: user.id, rating: 0, now: deps.clock.now() }),
  );
}
