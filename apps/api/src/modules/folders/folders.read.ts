import { type FolderRole, type ItemSortKey, type SortOrder, strongerRole } from '@shortlist/contracts';
import { accessFromChain } from '../../access/folder-access';
import { chainsOf } from '../../access/access.repository';
import { jsonArrayBytes } from '../../db/json-parts';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { Reader, ReadResult } from '../../http/read-answer';
import { sessionRow } from '../../http/revision.repository';
import { JsonText } from '../../http/serializer';
import { cardSortOf } from '../items/item-card.fragment';
import { signPhotoUrlsInTexts } from '../media/media.service';
import { folderPage, type FolderPageFolder } from './folder-page.read-model';
import { myFolders } from './my-folders.read-model';
import { presentFolderSummary } from './folders.presenter';
import type { FolderSummaryRow } from './folders.repository';

/** Escapes LIKE wildcards so a search matches literally. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** GET /api/folders: one statement, the answer's text as PostgreSQL wrote it. */
export async function readMyFolders(
  deps: AppDeps,
  reader: Reader,
  q: string | undefined,
): Promise<ReadResult<JsonText>> {
  const [row] = await myFolders.rows(deps.database, {
    viewer: reader.userId,
    search: q ? likePattern(q) : null,
  });
  const user = reader.live(row && sessionRow(row));
  return { user, fingerprint: row!.fingerprint, value: new JsonText(`{"folders":${row!.folders}}`) };
}

/**
 * GET /api/folders/:id: one statement; the access decision, the folder's own card and its subfolders' (a few)
 * are made here, the item cards (hundreds) are PostgreSQL's text as it wrote them, sent in its parts.
 */
export async function readFolderPage(
  deps: AppDeps,
  reader: Reader,
  folderId: string,
  sort: { sort: ItemSortKey; order: SortOrder },
): Promise<ReadResult<JsonText>> {
  const rows = await folderPage.rows(deps.database, { viewer: reader.userId, folderId }, cardSortOf(sort));
  const head = rows.find((r) => r.part === 0);
  const user = reader.live(head?.id ? sessionRow(head) : undefined);
  const access = accessFromChain(user.id, chainsOf(head!.chain));
  const folders = (typeof head!.folders === 'string' ? JSON.parse(head!.folders) : head!.folders) as
    FolderPageFolder[] | null;
  const self = folders?.find((f) => f.id === folderId);
  if (!access || !self) throw errors.notFound();
  // the parts in their order, whatever order the rows came in
  const cards = rows
    .filter((r) => r.part > 0)
    .sort((a, b) => a.part - b.part)
    .map((r) => r.cards!);
  // a subfolder's role: the owner's everywhere; a collaborator's, the stronger of theirs here and on the folder
  const roleIn = (f: FolderPageFolder): FolderRole =>
    access.role === 'owner' || !f.myOwnRole ? access.role : strongerRole(access.role, f.myOwnRole);
  const present = (f: FolderPageFolder, parentVisible: boolean) =>
    presentFolderSummary(f as unknown as FolderSummaryRow, user.id, {
      inheritedShared: access.isShared,
      parentVisible,
      role: roleIn(f),
    });
  const text = JSON.stringify({
    folder: present(self, access.breadcrumb.length > 0),
    breadcrumb: access.breadcrumb,
    subfolders: folders!.filter((f) => f.id !== folderId).map((f) => present(f, true)),
  });
  const items = jsonArrayBytes(await signPhotoUrlsInTexts(deps, cards));
  return {
    user,
    fingerprint: head!.fingerprint,
    value: new JsonText([Buffer.from(`${text.slice(0, -1)},"items":`), ...items, Buffer.from('}')]),
  };
}
