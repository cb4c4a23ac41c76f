import type { CollaboratorRole } from '@shortlist/contracts';
import { sql } from 'drizzle-orm';
import { chainsJson } from '../../access/access.repository';
import { jsonArrayParts } from '../../db/json-parts';
import { defineReadModel } from '../../db/read-model';
import { sessionColumns, sessionOf, walkFingerprint } from '../../db/session-fingerprint';
import { ancestors, fromFolders } from '../../db/tree-walks';
import type { RawSessionRow } from '../../db/session-revision.read-model';
import { CARD_SORTS, cardOrderOf, type CardSort, itemCards } from '../items/item-card.fragment';
import { folderCard, hasCollaborators } from './folder-card.fragment';

/** Cards per part of the folder page's answer (db/json-parts.ts): parts of about 30 KB. */
const CARDS_PER_PART = 50;

/** A folder card of the page (the folder itself or a subfolder), as the statement writes it. */
export interface FolderPageFolder {
  id: string;
  name: string;
  description: string | null;
  ownerId: string;
  ownerNickname: string | null;
  currency: string;
  createdAt: string;
  updatedAt: string;
  subfolderCount: number;
  itemCount: number;
  parentFolderId: string | null;
  hasCollaborators: boolean;
  /** The viewer's own collaborator row on this very folder. */
  myOwnRole: CollaboratorRole | null;
}

/** Part 0 carries the head (the session, fingerprint, chain and folder cards); parts 1, 2... the item cards. */
export type FolderPageRow = RawSessionRow & {
  chain: unknown;
  folders: FolderPageFolder[] | string | null;
  part: number;
  cards: string | null;
};

/**
 * The folder page in ONE statement, in rows: part 0 carries the session, the fingerprint, the access chain and
 * the folder cards (the head, read once); parts 1, 2... the item cards' JSON text, CARDS_PER_PART each. A
 * long JSON array is read in parts so that each buffer PostgreSQL and the API build stays small (db/json-parts).
 */
export const folderPage = defineReadModel<{ viewer: string; folderId: string }, FolderPageRow, CardSort>({
  name: 'folder_page',
  parameters: ['viewer', 'folderId'],
  variants: CARD_SORTS,
  statement: (
    p,
    variant,
  ) => sql`with recursive ${ancestors('chain', fromFolders(sql`f.id = ${p.folderId}::uuid`))},
    head as materialized (select ${sessionColumns},
    ${walkFingerprint('chain')} as "fingerprint",
    ${chainsJson('chain')} as "chain",
    (select json_agg(${folderCard(
      p.viewer,
      'f',
      sql`'parentFolderId', f.parent_folder_id, 'hasCollaborators', ${hasCollaborators('f')},
        'myOwnRole', (select fc.role from folder_collaborators fc where fc.folder_id = f.id and fc.user_id = ${p.viewer}::uuid)`,
    )} order by f.created_at desc, f.id desc)
      from folders f where f.id = ${p.folderId}::uuid or f.parent_folder_id = ${p.folderId}::uuid) as "folders"
    ${sessionOf(p.viewer)})
    select h.*, p.part as "part", p.text as "cards"
    from (select 0 as part, null::text as text union all ${jsonArrayParts(
      itemCards(
        p.viewer,
        (i) => sql`${sql.identifier(i)}.folder_id = ${p.folderId}::uuid`,
        cardOrderOf(variant),
      ),
      CARDS_PER_PART,
    )}) p
    -- the head on part 0 only (null there when the session user is gone)
    left join head h on p.part = 0`,
});
