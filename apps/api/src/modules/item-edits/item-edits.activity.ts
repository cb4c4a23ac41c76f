import { HOUR_MS, type ItemChangesParsed } from '@shortlist/contracts';
import { requireFolderAccess } from '../../access/folder-access';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { recordActivity } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';

/**
 * What a staged save changed besides the rating (keys of contracts' ACTIVITY_TEXTS.editedParts), for the feed.
 * Who sees the item is not a part anyone else could read as an edit: sharing is its own row (below).
 */
export function editedParts(changes: ItemChangesParsed, files: ReadonlyArray<unknown>): string[] {
  const parts = Object.keys(changes.fields).filter((field) => field !== 'isPrivate');
  if (Object.keys(changes.attributeValues ?? {}).length > 0) parts.push('attributeValues');
  if (files.length > 0 || changes.media.delete.length > 0) parts.push('photos');
  const { notes, steps } = changes;
  if (notes.create.length + notes.update.length + notes.delete.length > 0) parts.push('notes');
  if (steps.create.length + steps.update.length + steps.delete.length > 0) parts.push('steps');
  return parts;
}

export interface SaveEvent {
  userId: string;
  itemId: string;
  folderId: string;
  changes: ItemChangesParsed;
  files: ReadonlyArray<unknown>;
  /** The item's privacy before the save, when the save set it (reviseItemInTransaction). */
  wasPrivate: boolean | undefined;
  at: Date;
}

/**
 * The feed row (and, for a share, the bell) of a staged save, in its transaction:
 * - a private item its creator shares with the folder appears to the others now: `item.shared` in the feed, and
 *   the other members hear of it as of a new item (`item.added`, one per sharer, folder and hour, as adding);
 * - otherwise `item.edited` naming what changed (a save that only re-sets who sees the item records nothing).
 * Answers the mails queued (kick the outbox after the commit).
 */
export async function recordSave(tx: DbOrTx, deps: AppDeps, event: SaveEvent): Promise<number> {
  const { userId, itemId, folderId, changes, at } = event;
  if (event.wasPrivate === true && changes.fields.isPrivate === false) {
    const told = await recordActivity(tx, { folderId, actorId: userId, itemId, kind: 'item.shared', at });
    const folder = await requireFolderAccess(tx, userId, folderId, 'view');
    const others = folder.memberIds.filter((id) => id !== userId);
    if (others.length === 0) return 0;
    const hour = Math.floor(at.getTime() / HOUR_MS);
    const { mailed } = await notify(tx, deps, {
      userIds: others,
      kind: 'item.added',
      payload: { actorName: told.actorName, itemName: told.itemName, folderName: told.folderName },
      folderId,
      itemId,
      dedupeKey: `item.added:${folderId}:${userId}:${hour}`,
    });
    return mailed;
  }
  const parts = editedParts(changes, event.files);
  if (parts.length === 0 && changes.fields.isPrivate !== undefined) return 0;
  await recordActivity(tx, {
    folderId,
    actorId: userId,
    itemId,
    kind: 'item.edited',
    payload: { fields: parts },
    at,
  });
  return 0;
}
