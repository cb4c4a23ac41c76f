import type { ItemChangesParsed, ItemView } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../http/session';
import { requireItemAccess } from '../../access/folder-access';
import {
  editConflictError,
  getItem,
  reviseItemInTransaction,
  StaleRevisionError,
  updateItemInTransaction,
} from '../items/items.service';
import {
  applyMediaChanges,
  discardStoredPhotos,
  listMediaOfItem,
  preparePhotos,
  removeFilesAfterCommit,
  storePhotos,
} from '../media/media.service';
import { applyNoteChanges, listNotesOfItem } from '../notes/notes.service';
import { applyStepChanges, listStepsOfItem } from '../next-steps/next-steps.service';
import { applyRating } from '../ratings/ratings.service';
import { kickOutbox } from '../../integrations/mailer/outbox';
import { recordSave } from './item-edits.activity';

/** Everything the item page shows (four reads, each one statement). */
export async function loadItemView(deps: AppDeps, user: SessionUser, itemId: string): Promise<ItemView> {
  const db = deps.database.db;
  const item = await getItem(deps, user, itemId);
  const [notes, steps, media] = [
    await listNotesOfItem(db, itemId),
    await listStepsOfItem(db, itemId),
    await listMediaOfItem(deps, db, itemId),
  ];
  return { item, notes, steps, media };
}

/** A staged save that only sets the caller's own rating: raters may do it. */
function onlyRates(changes: ItemChangesParsed, files: ReadonlyArray<unknown>): boolean {
  const { notes, steps } = changes;
  return (
    files.length === 0 &&
    Object.keys(changes.fields).length === 0 &&
    Object.keys(changes.attributeValues ?? {}).length === 0 &&
    changes.media.delete.length === 0 &&
    notes.create.length + notes.update.length + notes.delete.length === 0 &&
    steps.create.length + steps.update.length + steps.delete.length === 0
  );
}

/**
 * Saves everything staged in the item page's edit mode (folders §4), all or nothing (DESIGN §3, §9):
 * 1. photos are sniffed and re-encoded, then written to storage BEFORE the transaction (slow work outside it);
 * 2. ONE transaction applies, in the spec's order: item fields, changed attribute values, the viewer's rating
 *    (0 deletes it), the uploaded and deleted photos, new / edited / deleted notes, new / edited / deleted
 *    steps;
 * 3. if the transaction fails, the photos written in step 1 are removed again and the error answers (4xx):
 *    the item is exactly as before; once it commits, the deleted photos' files are removed.
 * A save that edits more than the caller's rating first moves the item to its next revision, only from
 * `revision` (the one the editor opened): a save made after someone else's is refused with 409 EDIT_CONFLICT
 * naming them, with the item as it is now. A rating alone conflicts with nobody.
 */
export async function saveItemChanges(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  changes: ItemChangesParsed,
  files: ReadonlyArray<{ originalname: string; buffer: Buffer }>,
  revision?: number,
): Promise<ItemView> {
  const db = deps.database.db;
  const rateOnly = onlyRates(changes, files);
  const access = await requireItemAccess(db, user.id, itemId, rateOnly ? 'rate' : 'edit');
  const now = deps.clock.now();
  const photos = await preparePhotos(files);
  const stored = await storePhotos(deps.storage, { itemId, userId: user.id, now, photos });
  let removedPaths: string[];
  let mailed = 0;
  try {
    removedPaths = await db.transaction(async (tx) => {
      const { wasPrivate } = rateOnly
        ? { wasPrivate: undefined }
        : await reviseItemInTransaction(tx, {
            itemId,
            userId: user.id,
            expected: revision,
            changesPrivacy: changes.fields.isPrivate !== undefined,
          });
      await updateItemInTransaction(tx, {
        itemId,
        fields: changes.fields,
        attributeValues: changes.attributeValues,
        now,
      });
      if (changes.rating !== undefined)
        await applyRating(tx, {
          itemId,
          folderId: access.folderId,
          userId: user.id,
          rating: changes.rating,
          now,
        });
      // photos added and deleted together, so the per-item cap counts what the item keeps
      const removed = await applyMediaChanges(tx, { itemId, add: stored.rows, delete: changes.media.delete });
      await applyNoteChanges(tx, { itemId, userId: user.id, now, ...changes.notes });
      await applyStepChanges(tx, { itemId, userId: user.id, now, ...changes.steps });
      if (!rateOnly)
        mailed = await recordSave(tx, deps, {
          userId: user.id,
          itemId,
          folderId: access.folderId,
          changes,
          files,
          wasPrivate,
          at: now,
        });
      return removed;
    });
  } catch (err) {
    await discardStoredPhotos(deps.storage, stored.paths);
    if (err instanceof StaleRevisionError)
      throw await editConflictError(db, user.id, itemId, await loadItemView(deps, user, itemId));
    throw err;
  }
  if (mailed > 0) kickOutbox(deps);
  await removeFilesAfterCommit(deps, removedPaths);
  return loadItemView(deps, user, itemId);
}
