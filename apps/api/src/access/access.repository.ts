import type { CollaboratorRole } from '@shortlist/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { visibleTo } from '../db/item-visibility';
import { rawRows } from '../db/raw-rows';
import { ancestors, fromFolders, fromItems } from '../db/tree-walks';

/** One folder on the way from a start folder up to its root. */
export interface ChainRow {
  /** The folder (or item) the walk started from. */
  startId: string;
  id: string;
  name: string;
  parentFolderId: string | null;
  ownerId: string;
  /** 0 for the start folder, 1 for its parent… */
  depth: number;
  /** Users with a collaborator row on this very folder, with the row's role. */
  collaboratorRoles: Record<string, CollaboratorRole>;
  /** A chain started from a private item: its creator, the one person who sees it. */
  privateTo: string | null;
}

function idList(ids: readonly string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/** The collaborator rows of a chain's folder `c`, as { userId: role }. */
const collaboratorRoles = sql`coalesce(
  (select json_object_agg(fc.user_id::text, fc.role) from folder_collaborators fc where fc.folder_id = c.id),
  '{}'::json
)`;

/** Driver-read chain rows -> ChainRow (depth as a number, collaborator roles parsed). */
function chainRowsOf(rows: readonly ChainRow[]): ChainRow[] {
  return rows.map((r) => ({
    ...r,
    depth: Number(r.depth),
    // json arrives parsed from both drivers; a text answer (some driver settings) is parsed here
    collaboratorRoles:
      typeof r.collaboratorRoles === 'string' ? JSON.parse(r.collaboratorRoles) : r.collaboratorRoles,
  }));
}

/** The ancestor chains of several starting points in ONE recursive statement. */
async function selectChains(db: DbOrTx, start: SQL): Promise<ChainRow[]> {
  const rows = await rawRows<ChainRow>(
    db,
    sql`with recursive ${ancestors('chain', start)}
    select c.start_id::text as "startId", c.id::text as "id", c.name as "name",
      c.private_to::text as "privateTo",
      c.parent_folder_id::text as "parentFolderId", c.owner_id::text as "ownerId", c.depth as "depth",
      ${collaboratorRoles} as "collaboratorRoles"
    from chain c
    order by c.start_id, c.depth`,
  );
  return chainRowsOf(rows);
}

/**
 * For a hot read that folds its access check into its one statement: the people its chains name (roots' owners,
 * every collaborator on the way, a private item's creator), as the CTE `<name>_people(user_id)` after the walk's
 * CTE `name`, for a read that needs their names or ratings; `accessFromChain` still decides who the members are.
 * `chainsJson(name)` selects the walk's rows as one json array (by start, then depth) and `chainsOf` reads it back
 * as ChainRow[].
 */
export function chainPeople(name: string): SQL {
  const walk = sql.identifier(name);
  return sql`${sql.identifier(`${name}_people`)}(user_id) as (
      select c.owner_id from ${walk} c where c.parent_folder_id is null
      union
      select c.private_to from ${walk} c where c.private_to is not null
      union
      select fc.user_id from folder_collaborators fc join ${walk} c on c.id = fc.folder_id
    )`;
}

/**
 * The walk up from the folder `folderId` (a uuid expression) as the CTE `name` (db/tree-walks' `ancestors`), and
 * the people it names as `<name>_people`.
 */
export function folderChainCte(folderId: SQL, name = 'chain'): SQL {
  return sql`${ancestors(name, fromFolders(sql`f.id = ${folderId}`))},
    ${chainPeople(name)}`;
}

/** Where an item's access comes from: the folder holding it, and who alone sees it if it is private. */
export type ItemFolder = [itemId: string, folderId: string, privateTo: string | null];

/**
 * The ItemFolder of each of the items `itemIds` (a uuid[] value or expression) the viewer `viewer` (a uuid value)
 * sees, as one json array; another person's private item is absent. `itemChainsOf` makes their chains.
 */
export const itemFoldersJson = (viewer: unknown, itemIds: unknown): SQL =>
  sql`coalesce((select json_agg(json_build_array(
    i.id::text, i.folder_id::text, case when i.is_private then i.creator_id::text end))
    from items i where i.id = any(${itemIds}::uuid[]) and ${visibleTo(viewer)}), '[]'::json)`;

/**
 * The items' chains, keyed by item id as findItemFolderChains reads them, from the chains of the folders holding
 * them: a read about several items of one folder walks and sends that folder's chain once.
 */
export function itemChainsOf(folderChains: readonly ChainRow[], items: readonly ItemFolder[]): ChainRow[] {
  return items.flatMap(([itemId, folderId, privateTo]) =>
    folderChains.filter((r) => r.startId === folderId).map((r) => ({ ...r, startId: itemId, privateTo })),
  );
}

/** The rows of the chain CTE `name` as one json array, by start then depth (`chainsOf` reads it back). */
export function chainsJson(name: string): SQL {
  return sql`coalesce((select json_agg(json_build_object(
    'startId', c.start_id::text, 'id', c.id::text, 'name', c.name, 'privateTo', c.private_to::text,
    'parentFolderId', c.parent_folder_id::text, 'ownerId', c.owner_id::text, 'depth', c.depth,
    'collaboratorRoles', ${collaboratorRoles}) order by c.start_id, c.depth) from ${sql.identifier(name)} c), '[]'::json)`;
}

export function chainsOf(json: unknown): ChainRow[] {
  const rows = (typeof json === 'string' ? JSON.parse(json) : json) as ChainRow[] | null;
  return chainRowsOf(rows ?? []);
}

/** Chains of folders, keyed by the folder ids given. */
export function findFolderChains(db: DbOrTx, folderIds: readonly string[]): Promise<ChainRow[]> {
  if (folderIds.length === 0) return Promise.resolve([]);
  return selectChains(db, fromFolders(sql`f.id in (${idList(folderIds)})`));
}

/** The first folder of each item's chain; another person's private item starts none. */
function itemChainStart(viewerId: string, itemIds: readonly string[]): SQL {
  return fromItems(sql`i.id in (${idList(itemIds)}) and ${visibleTo(viewerId)}`);
}

/**
 * Chains of the folders holding the given items, keyed by item id; another person's private item has no chain
 *, so every route reaching an item through its folder answers 404 for it.
 */
export function findItemFolderChains(
  db: DbOrTx,
  viewerId: string,
  itemIds: readonly string[],
): Promise<ChainRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return selectChains(db, itemChainStart(viewerId, itemIds));
}
