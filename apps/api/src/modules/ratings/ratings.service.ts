import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../http/session';
import { requireItemAccess } from '../../access/folder-access';
import { deleteRating, upsertRating } from './ratings.repository';

/**
 * Sets (1..10) or clears (0) the user's own rating of an item inside a given transaction; the caller has
 * checked access. Each user's rating is their own: nobody else's row is touched.
 */
export async function applyRating(
  tx: DbOrTx,
  input: { itemId: string; userId: string; rating: number; now: Date },
): Promise<void> {
  if (input.rating === 0) await deleteRating(tx, input.itemId, input.userId);
  else await upsertRating(tx, input);
}

/** PUT /api/items/:id/rating: upsert the viewer's rating. */
export async function setRating(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  rating: number,
): Promise<{ rating: number | null }> {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'rate');
  await applyRating(db, { itemId, userId: user.id, rating, now: deps.clock.now() });
  return { rating };
}

/** DELETE /api/items/:id/rating: the viewer's rating row is deleted (0 = not rated). */
export async function clearRating(deps: AppDeps, user: SessionUser, itemId: string): Promise<void> {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'rate');
  await applyRating(db, { itemId, userId: user.id, rating: 0, now: deps.clock.now() });
}
