import archiver from 'archiver';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { requireFolderAccess } from '../../access/folder-access';
import { buildFolderDocument, exportFileName, ownedFolderIds } from '../folder-export/folder-export.service';
import { findAccount, findContributionsElsewhere } from './data-export.repository';

/** An entry of the archive: JSON text or a stored file's bytes. */
interface Entry {
  name: string;
  body: string | Buffer;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A photo's place in the archive: beside its folder, named by item so two items' "photo.jpg" never clash. */
const photoName = (dir: string, itemId: string, fileName: string) =>
  `${dir}/photos/${itemId}-${fileName.replace(/[^\w.-]/g, '_')}`;

/** Zips the entries in memory (an archive is one person's data, photos included). */
function zip(entries: readonly Entry[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const archive = archiver('zip', { zlib: { level: 6 } });
    const chunks: Buffer[] = [];
    archive.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.on('end', () => resolve(Buffer.concat(chunks)));
    archive.on('error', reject);
    archive.on('warning', reject);
    for (const entry of entries) archive.append(entry.body, { name: entry.name });
    void archive.finalize();
  });
}

/**
 * Everything a person owns as a ZIP: `account.json`; per folder of their trees `folders/<name>-<id>/folder.json`
 * (the folder's full export) and its photos; `elsewhere.json` with the ratings, notes and comments they wrote
 * in other people's folders, and the photos they added there. A photo whose file is missing is left out.
 */
export async function buildDataArchive(deps: AppDeps, db: DbOrTx, userId: string): Promise<Buffer> {
  const entries: Entry[] = [];
  const account = await findAccount(db, userId);
  entries.push({
    name: 'account.json',
    body: json({
      email: account?.email ?? null,
      fullName: account?.fullName ?? null,
      nickname: account?.nickname ?? null,
      plan: account?.plan ?? null,
      createdAt: account?.createdAt.toISOString() ?? null,
      exportedAt: deps.clock.now().toISOString(),
    }),
  });
  const photo = async (name: string, path: string) => {
    try {
      entries.push({ name, body: await deps.storage.read(path) });
    } catch (err) {
      deps.logger.warn({ err, path }, 'data export: a photo file could not be read');
    }
  };
  for (const id of await ownedFolderIds(db, userId)) {
    const access = await requireFolderAccess(db, userId, id, 'view');
    const { document, photos } = await buildFolderDocument(deps, db, id, {
      viewerId: userId,
      treeOwnerId: access.treeOwnerId,
      memberIds: access.memberIds,
    });
    const dir = `folders/${exportFileName(document.folder.name, '').slice(0, -1)}-${id.slice(0, 8)}`;
    entries.push({ name: `${dir}/folder.json`, body: json(document) });
    for (const p of photos) await photo(photoName(dir, p.itemId, p.fileName), p.filePath);
  }
  const elsewhere = await findContributionsElsewhere(db, userId);
  entries.push({
    name: 'elsewhere.json',
    body: json({
      ratings: elsewhere.ratings,
      notes: elsewhere.notes,
      comments: elsewhere.comments,
      photos: elsewhere.photos.map(({ filePath: _p, ...p }) => p),
    }),
  });
  for (const p of elsewhere.photos) await photo(photoName('elsewhere', p.itemId, p.fileName), p.filePath);
  return zip(entries);
}
