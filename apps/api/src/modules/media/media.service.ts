import { randomBytes } from 'node:crypto';
import { MEDIA, type Media, ORGANISE_ERRORS, ORGANISE_VALIDATION } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { type MediaStorage, mediaUrlWindow } from '../../integrations/storage';
import { requireItemAccess } from '../../access/folder-access';
import { processImages, THUMBNAIL_CONTENT_TYPE, type ProcessedImage } from './media.images';
import { presentMedia } from './media.presenter';
import {
  countMediaKept,
  deleteMedia,
  findFilesOfCategories,
  findFilesOfFolderTrees,
  findFilesOfItems,
  findFilesOfUsers,
  findMedia,
  findMediaOfItems,
  insertMedia,
  type NewMediaRow,
} from './media.repository';

/** Photos written to storage but not yet recorded: their rows, and the paths to remove if the save fails. */
export interface StoredPhotos {
  rows: NewMediaRow[];
  paths: string[];
}

const imageGone = () => new AppError('NOT_FOUND', ORGANISE_ERRORS.imageNotFound);

/** `{itemId}/{timestamp}-{random}` (folders §3); the extension follows. */
function storageStem(itemId: string, now: Date): string {
  return `${itemId}/${now.getTime()}-${randomBytes(8).toString('hex')}`;
}

/** Sniffs and re-encodes uploaded files (415 / 413 on the first bad one); nothing is stored yet. */
export function preparePhotos(files: ReadonlyArray<{ originalname: string; buffer: Buffer }>) {
  return processImages(files);
}

/**
 * Writes processed photos (and their thumbnails) to storage BEFORE the database transaction; if any write
 * fails, the ones written are removed again. The caller records `rows` in its transaction and calls
 * `discardStoredPhotos` when that fails.
 */
export async function storePhotos(
  storage: MediaStorage,
  input: { itemId: string; userId: string; now: Date; photos: readonly ProcessedImage[] },
): Promise<StoredPhotos> {
  const stored: StoredPhotos = { rows: [], paths: [] };
  try {
    for (const [i, photo] of input.photos.entries()) {
      const stem = storageStem(input.itemId, input.now);
      const filePath = `${stem}.${photo.ext}`;
      const thumbnailPath = `${stem}-thumb.webp`;
      await storage.put(filePath, photo.body, photo.mimeType);
      stored.paths.push(filePath);
      await storage.put(thumbnailPath, photo.thumbnail, THUMBNAIL_CONTENT_TYPE);
      stored.paths.push(thumbnailPath);
      stored.rows.push({
        itemId: input.itemId,
        fileName: photo.fileName,
        filePath,
        thumbnailPath,
        mimeType: photo.mimeType,
        fileSize: photo.body.length,
        width: photo.width,
        height: photo.height,
        uploadedBy: input.userId,
        // a millisecond apart: the order of the upload is the order of the grid
        createdAt: new Date(input.now.getTime() + i),
      });
    }
  } catch (err) {
    await discardStoredPhotos(storage, stored.paths);
    throw err;
  }
  return stored;
}

/** The copied photo's path: the same file name under the new item's folder. */
const copiedPath = (path: string, itemId: string) => `${itemId}/${path.slice(path.indexOf('/') + 1)}`;

/**
 * Copies the photo files of items (and their thumbnails) to the items' copies, `newIdOf` saying which copy
 * stands for which item, BEFORE the database transaction, so a copy keeps its photos whatever happens to the
 * originals; if any copy fails, the ones written are removed again. As with `storePhotos`, the caller records
 * `rows` in its transaction (`recordPhotosInTransaction`) and calls `discardStoredPhotos` when that fails.
 */
export async function copyPhotosOfItems(
  deps: AppDeps,
  input: { newIdOf: ReadonlyMap<string, string>; userId: string },
): Promise<StoredPhotos> {
  const originals = await findMediaOfItems(deps.database.db, [...input.newIdOf.keys()]);
  const stored: StoredPhotos = { rows: [], paths: [] };
  try {
    for (const photo of originals) {
      const itemId = input.newIdOf.get(photo.itemId)!;
      const filePath = copiedPath(photo.filePath, itemId);
      await deps.storage.copy(photo.filePath, filePath);
      stored.paths.push(filePath);
      let thumbnailPath: string | null = null;
      if (photo.thumbnailPath) {
        thumbnailPath = copiedPath(photo.thumbnailPath, itemId);
        await deps.storage.copy(photo.thumbnailPath, thumbnailPath);
        stored.paths.push(thumbnailPath);
      }
      const { id: _id, ...row } = photo;
      stored.rows.push({ ...row, itemId, filePath, thumbnailPath, uploadedBy: input.userId });
    }
  } catch (err) {
    await discardStoredPhotos(deps.storage, stored.paths);
    throw err;
  }
  return stored;
}

/** Records photo rows (of `storePhotos` or `copyPhotosOfItems`) inside a caller's transaction. One statement. */
export async function recordPhotosInTransaction(tx: DbOrTx, rows: NewMediaRow[]): Promise<void> {
  await insertMedia(tx, rows);
}

/** Best-effort removal of files whose rows were never written (the save that stored them failed). */
export async function discardStoredPhotos(storage: MediaStorage, paths: readonly string[]): Promise<void> {
  await storage.remove(paths).catch(() => undefined);
}

/*
 * Files of deleted rows. Deleting an item, a folder tree, a category or an account removes the photo rows by
 * cascade; their files (photo + thumbnail) must go too. The ONE way: inside the deleting transaction, BEFORE the
 * delete, `collectFilesOf*(tx, ids)` reads the storage paths; once the transaction has committed,
 * `removeFilesAfterCommit(deps, paths)` removes them. Files go after their rows, so a failure leaves at worst an
 * orphan file (logged), never a row pointing at nothing; a rolled back transaction removes nothing.
 */

/** Storage paths of the photos of these items (call inside the deleting transaction, before the delete). */
export function collectFilesOfItems(tx: DbOrTx, itemIds: readonly string[]): Promise<string[]> {
  return findFilesOfItems(tx, itemIds);
}

/** Storage paths of the photos of every item in these folders and their subfolders. */
export function collectFilesOfFolders(tx: DbOrTx, folderIds: readonly string[]): Promise<string[]> {
  return findFilesOfFolderTrees(tx, folderIds);
}

/** Storage paths of the photos of the items of these categories. */
export function collectFilesOfCategories(tx: DbOrTx, categoryIds: readonly string[]): Promise<string[]> {
  return findFilesOfCategories(tx, categoryIds);
}

/**
 * Storage paths of the photos an account's deletion takes: the items in its folder trees and the items of the
 * categories it still created. Call right before the delete, AFTER the account purge has handed its categories
 * used in other owners' trees over to them: those items stay, and so do their photos.
 */
export function collectFilesOfUsers(tx: DbOrTx, userIds: readonly string[]): Promise<string[]> {
  return findFilesOfUsers(tx, userIds);
}

/**
 * Removes the files of rows deleted by a COMMITTED transaction. Never throws: a failure is logged and leaves
 * orphan files, while the request or job that deleted the rows still succeeds.
 */
export async function removeFilesAfterCommit(deps: AppDeps, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  try {
    await deps.storage.remove(paths);
  } catch (err) {
    deps.logger.error({ err, files: paths.length }, 'media: files of deleted photos could not be removed');
  }
}

/**
 * Records stored photos and deletes photos inside a given transaction; the item may hold at most
 * MEDIA.maxFilesPerItem photos afterwards (413). Answers the storage paths of the deleted photos, to remove
 * from storage once the transaction has committed. An id the item does not have fails the save (404).
 */
export async function applyMediaChanges(
  tx: DbOrTx,
  input: { itemId: string; add: NewMediaRow[]; delete: readonly string[] },
): Promise<string[]> {
  if (input.add.length > 0) {
    const kept = await countMediaKept(tx, input.itemId, input.delete);
    if (kept + input.add.length > MEDIA.maxFilesPerItem)
      throw new AppError('PAYLOAD_TOO_LARGE', ORGANISE_VALIDATION.tooManyImagesPerItem);
  }
  await insertMedia(tx, input.add);
  const removed = await deleteMedia(tx, input.itemId, input.delete);
  if (removed.count !== input.delete.length) throw imageGone();
  return removed.files;
}

/**
 * Signs the URLs of stored files for the current window: answers a lookup for the presenters.
 * One call per answer (S3's presigner is async; signing needs no network). Every photo URL the API hands out
 * comes from here, on local disk and S3 alike.
 */
export async function signMediaUrls(
  deps: Pick<AppDeps, 'storage' | 'clock'>,
  paths: ReadonlyArray<string | null | undefined>,
): Promise<(path: string) => string> {
  const window = mediaUrlWindow(deps.clock.now());
  const unique = [...new Set(paths.filter((p): p is string => !!p))];
  const urls = new Map(
    await Promise.all(unique.map(async (p) => [p, await deps.storage.signedUrl(p, window)] as const)),
  );
  return (path) => {
    const url = urls.get(path);
    if (url === undefined) throw new Error(`media URL not signed: ${path}`);
    return url;
  };
}

/**
 * Where a `"photoUrl"` key starts its string value in a JSON text written by PostgreSQL's row_to_json (no space
 * around the colon). A key can only be matched where it is one: inside a JSON string every `"` is escaped, and the
 * keys of the texts signed here are the statements' own, never data.
 */
const PHOTO_KEY = '"photoUrl":"';

/** Each `"photoUrl"` string value of `text`: where its JSON string starts and ends (after its closing quote). */
function photoValues(text: string): Array<{ start: number; end: number }> {
  const found: Array<{ start: number; end: number }> = [];
  let at = text.indexOf(PHOTO_KEY);
  while (at !== -1) {
    const start = at + PHOTO_KEY.length - 1;
    let end = start + 1;
    // the closing quote is the first one not escaped (preceded by an even number of backslashes)
    for (;;) {
      end = text.indexOf('"', end);
      if (end === -1) throw new Error('photoUrl: a JSON string without its end');
      let backslashes = 0;
      while (text[end - 1 - backslashes] === '\\') backslashes += 1;
      if (backslashes % 2 === 0) break;
      end += 1;
    }
    found.push({ start, end: end + 1 });
    at = text.indexOf(PHOTO_KEY, end + 1);
  }
  return found;
}

/**
 * The JSON texts (an answer in parts, or whole) with each `"photoUrl"` path replaced by its signed URL
 * (signMediaUrls: one call for all the texts). A plain scan for the key: a folder of 500 cards is 286 KB of text,
 * which a regular expression took about 150 µs to walk.
 */
export async function signPhotoUrlsInTexts(
  deps: Pick<AppDeps, 'storage' | 'clock'>,
  texts: readonly string[],
): Promise<string[]> {
  const values = texts.map(photoValues);
  if (values.every((v) => v.length === 0)) return [...texts];
  const pathOf = (text: string, v: { start: number; end: number }) =>
    JSON.parse(text.slice(v.start, v.end)) as string;
  const mediaUrl = await signMediaUrls(
    deps,
    texts.flatMap((text, i) => values[i]!.map((v) => pathOf(text, v))),
  );
  return texts.map((text, i) => {
    let out = '';
    let from = 0;
    for (const v of values[i]!) {
      out += text.slice(from, v.start) + JSON.stringify(mediaUrl(pathOf(text, v)));
      from = v.end;
    }
    return from === 0 ? text : out + text.slice(from);
  });
}

/** One JSON text with each `"photoUrl"` path replaced by its signed URL (signPhotoUrlsInTexts). */
export async function signPhotoUrlsInText(
  deps: Pick<AppDeps, 'storage' | 'clock'>,
  text: string,
): Promise<string> {
  const [signed] = await signPhotoUrlsInTexts(deps, [text]);
  return signed!;
}

/** An item's photos (oldest first) for a caller that has checked access. One statement. */
export async function listMediaOfItem(deps: AppDeps, db: DbOrTx, itemId: string): Promise<Media[]> {
  const rows = await findMedia(db, itemId);
  const mediaUrl = await signMediaUrls(
    deps,
    rows.flatMap((row) => [row.filePath, row.thumbnailPath]),
  );
  return rows.map((row) => presentMedia(row, mediaUrl));
}

export async function listMedia(deps: AppDeps, user: SessionUser, itemId: string): Promise<Media[]> {
  await requireItemAccess(deps.database.db, user.id, itemId, 'view');
  return listMediaOfItem(deps, deps.database.db, itemId);
}

/** POST /api/items/:id/media: photos outside the item save, all or nothing. */
export async function uploadMedia(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  files: ReadonlyArray<{ originalname: string; buffer: Buffer }>,
): Promise<Media[]> {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'edit');
  if (files.length === 0)
    throw new AppError('VALIDATION_ERROR', ORGANISE_VALIDATION.onlyImages, {
      [MEDIA.fileField]: ORGANISE_VALIDATION.onlyImages,
    });
  const photos = await preparePhotos(files);
  const stored = await storePhotos(deps.storage, { itemId, userId: user.id, now: deps.clock.now(), photos });
  try {
    await db.transaction((tx) => applyMediaChanges(tx, { itemId, add: stored.rows, delete: [] }));
  } catch (err) {
    await discardStoredPhotos(deps.storage, stored.paths);
    throw err;
  }
  return listMediaOfItem(deps, db, itemId);
}

/** DELETE /api/items/:id/media/:mediaId: the row, then its files. */
export async function removeMedia(deps: AppDeps, user: SessionUser, itemId: string, mediaId: string) {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'edit');
  const paths = await applyMediaChanges(db, { itemId, add: [], delete: [mediaId] });
  await removeFilesAfterCommit(deps, paths);
}
