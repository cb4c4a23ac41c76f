import type { Response } from 'express';
import { type FolderExport, XLSX_CONTENT_TYPE } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
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

function sendFile(res: Response, body: string | Buffer, contentType: string, fileName: string): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).send(body);
}

export async function exportFolderJson(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  res: Response,
): Promise<FolderExport> {
  const doc = await exportDocument(deps, user, folderId);
  res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(doc.folder.name, 'json')}"`);
  res.setHeader('Cache-Control', 'no-store');
  return doc;
}

export async function exportFolderCsv(deps: AppDeps, user: SessionUser, folderId: string, res: Response) {
  const doc = await exportDocument(deps, user, folderId);
  sendFile(res, folderCsv(doc), 'text/csv; charset=utf-8', exportFileName(doc.folder.name, 'csv'));
}

export async function exportFolderXlsx(deps: AppDeps, user: SessionUser, folderId: string, res: Response) {
  const doc = await exportDocument(deps, user, folderId);
  sendFile(res, await folderWorkbook(doc), XLSX_CONTENT_TYPE, exportFileName(doc.folder.name, 'xlsx'));
}
