import type { ActivityKind } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import { insertActivity } from './activity.repository';

/** One thing that happened, as the feature that made the change tells it. */
export interface ActivityInput {
  /** Where it happened: the item's folder (after a move: the folder it moved to). */
  folderId: string;
  /** Who did it; null for the price refresh's worker. */
  actorId: string | null;
  itemId?: string | null;
  kind: ActivityKind;
  /**
   * What the kind's text needs, with names as they are at the time (decision 0013's rule for notifications).
   * `actorName`, `itemName` and `folderName` are filled in from the rows when not given.
   */
  payload?: Record<string, unknown>;
  /** When it happened; the database's now() when omitted. Services pass `deps.clock.now()`. */
  at?: Date;
}

/**
 * Records an activity row inside the caller's transaction (issue 15, decision 0026), so the row exists only if
 * the change does. Called by the service of the feature that owns the change; one statement.
 */
export async function recordActivity(tx: DbOrTx, input: ActivityInput): Promise<void> {
  await insertActivity(tx, {
    folderId: input.folderId,
    actorId: input.actorId,
    itemId: input.itemId ?? null,
    kind: input.kind,
    payload: input.payload ?? {},
    at: input.at ?? null,
  });
}
