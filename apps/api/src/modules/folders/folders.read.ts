import { type FolderRole, type ItemSortKey, type SortOrder, strongerRole } from '@shortlist/contracts';
import { accessFromChain } from '../../access/folder-access';
import { chainsOf } from '../../access/access.repository';
import { itemAliasVisibleToText } from '../../db/item-visibility';
import { jsonArrayBytes } from '../../db/json-parts';
import { isoTimeSql } from '../../db/json-sql';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { Reader, ReadResult } from '../../http/read-answer';
import { sessionRow } from '../../http/revision.repository';
import { JsonText } from '../../http/serializer';
import { cardSortOf } from '../items/item-card.fragment';
import { signPhotoUrlsInTexts } from '../media/media.service';
import { folderPage, type FolderPageFolder } from './folder-page.read-model';
import { presentFolderSummary } from './folders.presenter';
import type { FolderSummaryRow } from './folders.repository';

/**
 * The start of a folder card's json object as SQL text, for My Folders until it reads folder-card.fragment's
 * `folderCard`; `$1` the viewer; the caller adds its fields and closes it.
 */
export const folderRowJson = (f: string) => `json_build_object('id', ${f}.id, 'name', ${f}.name,
      'description', ${f}.description, 'ownerId', ${f}.owner_id,
      'ownerNickname', (select op.nickname from profiles op where op.id = ${f}.owner_id),
      'currency', ${f}.currency,
      'createdAt', ${isoTimeSql(`${f}.created_at`)}, 'updatedAt', ${isoTimeSql(`${f}.updated_at`)},
      'subfolderCount', (select count(*) from folders s where s.parent_folder_id = ${f}.id),
      'itemCount', (select count(*) from items i where i.folder_id = ${f}.id
        and ${itemAliasVisibleToText('i', '$1::uuid')})`;
/** folder-card.fragment's `hasCollaborators` as SQL text, for My Folders until it reads the fragment. */
export const hasCollaborators = (f: string) =>
  `exists(select 1 from folder_collaborators fc where fc.folder_id = ${f}.id)`;

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
