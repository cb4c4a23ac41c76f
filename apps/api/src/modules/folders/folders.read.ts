import {
  type CollaboratorRole,
  type FolderRole,
  type ItemSortKey,
  type SortOrder,
  strongerRole,
} from '@shortlist/contracts';
import type { Request, Response } from 'express';
import { accessFromChain } from '../../access/folder-access';
import { chainCteTextOf, chainsJsonText, chainsOf } from '../../access/access.repository';
import { itemAliasVisibleToText } from '../../db/item-visibility';
import { jsonArrayBytes, jsonArrayPartsSql } from '../../db/json-parts';
import { isoTimeSql } from '../../db/json-sql';
import { preparedRows, type PreparedStatement } from '../../db/prepared';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import { readInOneStatement } from '../../http/revision';
import {
  chainFingerprintSql,
  type RawSessionRow,
  SESSION_COLUMNS,
  SESSION_FROM,
  sessionRow,
} from '../../http/revision.repository';
import { JsonText } from '../../http/serializer';
import { ITEM_CARD_JSON, itemCardFromSql } from '../items/items.service';
import { signPhotoUrlsInTexts } from '../media/media.service';
import { presentFolderSummary } from './folders.presenter';
import type { FolderSummaryRow } from './folders.repository';

/*
 * The hot folder reads in ONE statement each: the session user, the fingerprint of the answer's
 * scope, the access chain and the content, its JSON built in PostgreSQL. Access is decided here
 * from the chain by the one rule (accessFromChain) before anything is answered.
 */

/**
 * The start of a folder card's json object (the fields of folders.repository's summaryColumns but the parent and
 * the viewer's place), `$1` the viewer; the caller adds its fields and closes it.
 */
export const folderRowJson = (f: string) => `json_build_object('id', ${f}.id, 'name', ${f}.name,
      'description', ${f}.description, 'ownerId', ${f}.owner_id,
      'ownerNickname', (select op.nickname from profiles op where op.id = ${f}.owner_id),
      'currency', ${f}.currency,
      'createdAt', ${isoTimeSql(`${f}.created_at`)}, 'updatedAt', ${isoTimeSql(`${f}.updated_at`)},
      'subfolderCount', (select count(*) from folders s where s.parent_folder_id = ${f}.id),
      'itemCount', (select count(*) from items i where i.folder_id = ${f}.id
        and ${itemAliasVisibleToText('i', '$1::uuid')})`;
export const hasCollaborators = (f: string) =>
  `exists(select 1 from folder_collaborators fc where fc.folder_id = ${f}.id)`;

/** The item cards' order of a sort (items.repository sortOrder): a statement per sort, each prepared once. */
function itemOrder(sort: ItemSortKey, order: SortOrder): string {
  const key =
    sort === 'price'
      ? `i.price_cents ${order} nulls last, `
      : sort === 'rating'
        ? `ir.rating ${order} nulls last, `
        : `i.created_at ${order}, `;
  return `${key}i.created_at desc, i.id asc`;
}

/** Cards per part of the folder page's answer (db/json-parts.ts): parts of about 30 KB. */
const CARDS_PER_PART = 50;

/**
 * The folder page's one statement, in rows: part 0 carries the session, the fingerprint, the
 * access chain and the folder cards (the head, read once); parts 1, 2... the item cards' JSON text, 50 cards each.
 */
const folderPage = (sort: ItemSortKey, order: SortOrder): PreparedStatement => ({
  name: `read_folder_page_${sort}_${order}`,
  text: `with recursive ${chainCteTextOf({ folderId: '$2::uuid' })},
    head as materialized (select ${SESSION_COLUMNS},
    ${chainFingerprintSql('chain')} as "fingerprint",
    ${chainsJsonText('chain')} as "chain",
    (select json_agg(${folderRowJson('f')}, 'parentFolderId', f.parent_folder_id,
        'hasCollaborators', ${hasCollaborators('f')},
        'myOwnRole', (select fc.role from folder_collaborators fc where fc.folder_id = f.id and fc.user_id = $1::uuid))
        order by f.created_at desc, f.id desc)
      from folders f where f.id = $2::uuid or f.parent_folder_id = $2::uuid) as "folders"
    ${SESSION_FROM})
    select h.*, p.part as "part", p.text as "cards"
    from (select 0 as part, null::text as text union all ${jsonArrayPartsSql(
      `select ${ITEM_CARD_JSON} as json
      from ${itemCardFromSql('$1::uuid', 'ci.folder_id = $2::uuid')}
      where i.folder_id = $2::uuid and ${itemAliasVisibleToText('i', '$1::uuid')}
      order by ${itemOrder(sort, order)}`,
      CARDS_PER_PART,
    )}) p
    -- the head on part 0 only (null there when the session user is gone)
    left join head h on p.part = 0`,
});
const FOLDER_PAGES = new Map<string, PreparedStatement>();

type FolderJsonRow = Omit<FolderSummaryRow, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
  myOwnRole: CollaboratorRole | null;
};
type FolderPageRow = RawSessionRow & {
  chain: unknown;
  folders: FolderJsonRow[] | string | null;
  part: number;
  cards: string | null;
};

/**
 * GET /api/folders/:id: one statement; the access decision, the folder's own card and its subfolders' (a few)
 * are made here, the item cards (hundreds) are PostgreSQL's text as it wrote them, sent in its parts.
 */
export async function readFolderPage(
  req: Request,
  res: Response,
  folderId: string,
  sort: { sort: ItemSortKey; order: SortOrder },
): Promise<JsonText> {
  const deps = req.app.locals.deps as AppDeps;
  const key = `${sort.sort}_${sort.order}`;
  let statement = FOLDER_PAGES.get(key);
  if (!statement) FOLDER_PAGES.set(key, (statement = folderPage(sort.sort, sort.order)));
  let cards: string[] = [];
  const { user, row } = await readInOneStatement(req, res, async (userId) => {
    const rows = await preparedRows<FolderPageRow>(deps.database, statement, [userId, folderId]);
    // the parts in their order, whatever order the rows came in
    cards = rows
      .filter((r) => r.part > 0)
      .sort((a, b) => a.part - b.part)
      .map((r) => r.cards!);
    const raw = rows.find((r) => r.part === 0);
    return raw?.id ? sessionRow(raw) : undefined;
  });
  const access = accessFromChain(user.id, chainsOf(row.chain));
  const folders = (typeof row.folders === 'string' ? JSON.parse(row.folders) : row.folders) as
    FolderJsonRow[] | null;
  const self = folders?.find((f) => f.id === folderId);
  if (!access || !self) throw errors.notFound();
  // a subfolder's role: the owner's everywhere; a collaborator's, the stronger of theirs here and on the folder
  const roleIn = (f: FolderJsonRow): FolderRole =>
    access.role === 'owner' || !f.myOwnRole ? access.role : strongerRole(access.role, f.myOwnRole);
  const present = (f: FolderJsonRow, parentVisible: boolean) =>
    presentFolderSummary(f as unknown as FolderSummaryRow, user.id, {
      inheritedShared: access.isShared,
      parentVisible,
      role: roleIn(f),
    });
  const head = JSON.stringify({
    folder: present(self, access.breadcrumb.length > 0),
    breadcrumb: access.breadcrumb,
    subfolders: folders!.filter((f) => f.id !== folderId).map((f) => present(f, true)),
  });
  const items = jsonArrayBytes(await signPhotoUrlsInTexts(deps, cards));
  return new JsonText([Buffer.from(`${head.slice(0, -1)},"items":`), ...items, Buffer.from('}')]);
}
