import type { DbOrTx } from '../../db/client';
import { recordActivity } from '../activity/activity.service';

/**
 * The feed rows of subfolders ("who added, edited, moved"), in the change's transaction, recorded on
 * the subfolder itself so the feeds of it and of every folder above it tell them. The folder's
 * name is read by the insert as it is after the change; the caller passes what it was before.
 */
export function recordSubfolderAdded(tx: DbOrTx, input: { folderId: string; actorId: string; at: Date }) {
  return recordActivity(tx, { ...input, kind: 'folder.added' });
}

export function recordFolderEdited(
  tx: DbOrTx,
  input: { folderId: string; actorId: string; at: Date; fromName: string; renamed: boolean },
) {
  return recordActivity(tx, {
    folderId: input.folderId,
    actorId: input.actorId,
    at: input.at,
    kind: 'folder.edited',
    payload: input.renamed ? { fromName: input.fromName } : {},
  });
}

export function recordFolderMoved(
  tx: DbOrTx,
  input: { folderId: string; actorId: string; at: Date; toFolderName: string | null },
) {
  return recordActivity(tx, {
    folderId: input.folderId,
    actorId: input.actorId,
    at: input.at,
    kind: 'folder.moved',
    payload: input.toFolderName === null ? {} : { toFolderName: input.toFolderName },
  });
}
