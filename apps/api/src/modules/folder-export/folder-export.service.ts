import { type FolderExport, XLSX_CONTENT_TYPE } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Download } from '../../http/download';
import type { SessionUser } from '../../http/session';
import { requireFolderAccess } from '../../access/folder-access';
import { buildFolderDocument, type ExportAudience, type ExportPhotoFile } from './folder-document';
import { folderCsv, folderWorkbook } from './export-table';
import { findOwnedFolderIds } from './folder-export.repository';
import type { DbOrTx } from '../../db/client';

export { buildFolderDocument, type ExportAudience, type ExportPhotoFile };

/** The ids of every folder of the person's trees, oldest first (their archive holds each). */
export async function ownedFolderIds(db: DbOrTx, userId: string): Promise<string[]> {
  return (await findOwnedFolderIds(db, userId)).map((f) => f.id);
}

/** A folder's export for anyone who may open it; private items of others and others' folders stay out (404). */
async function exportDocument(deps: AppDeps, user: SessionUser, folderId: string): Promise<FolderExport> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  const audience = { viewerId: user.id, treeOwnerId: access.treeOwnerId, memberIds: access.memberIds };
  return (await buildFolderDocument(deps, db, folderId, audience)).document;
}

/** A file name from the folder's name: letters, digits and dashes, never empty. */
export function exportFileName(name: string, extension: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${base || 'folder'}.${extension}`;
}

/** A folder's export as JSON, and the file name it is saved under. */
export async function exportFolderJson(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<{ document: FolderExport; fileName: string }> {
  const document = await exportDocument(deps, user, folderId);
  return { document, fileName: exportFileName(document.folder.name, 'json') };
}

export async function exportFolderCsv(deps: AppDeps, user: SessionUser, folderId: string): Promise<Download> {
  const doc = await exportDocument(deps, user, folderId);
  return {
    body: folderCsv(doc),
    contentType: 'text/csv; charset=utf-8',
    fileName: exportFileName(doc.folder.name, 'csv'),
  };
}

export async function exportFolderXlsx(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<Download> {
  const doc = await exportDocument(deps, user, folderId);
  return {
    body: await folderWorkbook(doc),
    contentType: XLSX_CONTENT_TYPE,
    fileName: exportFileName(doc.folder.name, 'xlsx'),
  };
}
