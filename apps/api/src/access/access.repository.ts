import type { CollaboratorRole } from '@shortlist/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { itemAliasVisibleTo } from '../db/item-visibility';
import { rawRows } from '../db/raw-rows';

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
  /** A chain started from a private item: its creator, the one person who sees it (decision 0027). */
  privateTo: string | null;
}

function idList(ids: readonly string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/**
 * The recursive walk up from the starting points, as the CTE `name`: `start` selects
 * (start_id, id, name, parent_folder_id, owner_id, 0, private_to) of the first folder of each chain.
 */
function chainCte(start: SQL, name = 'chain'): SQL {
  const cte = sql.raw(name);
  return sql`${cte}(start_id, id, name, parent_folder_id, owner_id, depth, private_to) as (
      ${start}
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1, c.private_to
      from ${cte} c join folders p on p.id = c.parent_folder_id
    )`;
}

/** The collaborator rows of a chain's folder `c`, as { userId: role }. */
const COLLABORATOR_ROLES = sql`coalesce(
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
    sql`with recursive ${chainCte(start)}
    select c.start_id::text as "startId", c.id::text as "id", c.name as "name",
      c.private_to::text as "privateTo",
      c.parent_folder_id::text as "parentFolderId", c.owner_id::text as "ownerId", c.depth as "depth",
      ${COLLABORATOR_ROLES} as "collaboratorRoles"
    from chain c
    order by c.start_id, c.depth`,
  );
  return chainRowsOf(rows);
}

/**
 * For a hot read that folds its access check into its one statement (decision 0031). After `with recursive`:
 * `folderChainCte` is the CTE `chain` of one folder, `itemChainsCte(name, ...)` the CTE `name` of the chains of
 * some items' folders (as findItemFolderChains reads them). Each comes with `<name>_people`: the people its
 * chains name (roots' owners, every collaborator on the way, a private item's creator), for a read that needs
 * their names or ratings; `accessFromChain` still decides who the members are. `chainsJson(name)` selects the
 * rows as one json array (by start, then depth) and `chainsOf` reads it back as ChainRow[].
 */
function peopleCte(name: string): SQL {
  const cte = sql.raw(name);
  return sql`${sql.raw(`${name}_people`)}(user_id) as (
      select c.owner_id from ${cte} c where c.parent_folder_id is null
      union
      select c.private_to from ${cte} c where c.private_to is not null
      union
      select fc.user_id from folder_collaborators fc join ${cte} c on c.id = fc.folder_id
    )`;
}

export function folderChainCte(folderId: SQL, name = 'chain'): SQL {
  return sql`${chainCte(
    sql`select f.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0, null::uuid from folders f
      where f.id = ${folderId}`,
    name,
  )},
    ${peopleCte(name)}`;
}

export function itemChainsCte(name: string, viewerId: string, itemIds: readonly string[]): SQL {
  return sql`${chainCte(itemChainStart(viewerId, itemIds), name)},
    ${peopleCte(name)}`;
}

export function chainsJson(name: string): SQL {
  return sql`coalesce((select json_agg(json_build_object(
    'startId', c.start_id::text, 'id', c.id::text, 'name', c.name, 'privateTo', c.private_to::text,
    'parentFolderId', c.parent_folder_id::text, 'ownerId', c.owner_id::text, 'depth', c.depth,
    'collaboratorRoles', ${COLLABORATOR_ROLES}) order by c.start_id, c.depth) from ${sql.raw(name)} c), '[]'::json)`;
}

export function chainsOf(json: unknown): ChainRow[] {
  const rows = (typeof json === 'string' ? JSON.parse(json) : json) as ChainRow[] | null;
  return chainRowsOf(rows ?? []);
}

/** Chains of folders, keyed by the folder ids given. */
export function findFolderChains(db: DbOrTx, folderIds: readonly string[]): Promise<ChainRow[]> {
  if (folderIds.length === 0) return Promise.resolve([]);
  return selectChains(
    db,
    sql`select f.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0, null::uuid from folders f
      where f.id in (${idList(folderIds)})`,
  );
}

/** The first folder of each item's chain; another person's private item starts none (decision 0027). */
function itemChainStart(viewerId: string, itemIds: readonly string[]): SQL {
  return sql`select i.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0,
        case when i.is_private then i.creator_id end
      from items i join folders f on f.id = i.folder_id
      where i.id in (${idList(itemIds)}) and ${itemAliasVisibleTo('i', viewerId)}`;
}

/**
 * Chains of the folders holding the given items, keyed by item id; another person's private item has no chain
 * (decision 0027), so every route reaching an item through its folder answers 404 for it.
 */
export function findItemFolderChains(
  db: DbOrTx,
  viewerId: string,
  itemIds: readonly string[],
): Promise<ChainRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return selectChains(db, itemChainStart(viewerId, itemIds));
}

/**
 * The chains of `start` (SQL text selecting the first rows, as chainCte's) as ONE json value, for a prepared
 * statement written as text that reads them together with its content (decision 0028); `chainsOf` reads it
 * back. The same walk as chainCte, as text (prepared statements are fixed text, not drizzle SQL).
 */
export const chainsJsonSql = (start: string) => `(with recursive
    chain(start_id, id, name, parent_folder_id, owner_id, depth, private_to) as (
      ${start}
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1, c.private_to
      from chain c join folders p on p.id = c.parent_folder_id
    )
    select json_agg(json_build_object('startId', c.start_id, 'id', c.id, 'name', c.name,
      'privateTo', c.private_to, 'parentFolderId', c.parent_folder_id, 'ownerId', c.owner_id, 'depth', c.depth,
      'collaboratorRoles', coalesce(
        (select json_object_agg(fc.user_id::text, fc.role) from folder_collaborators fc where fc.folder_id = c.id),
        '{}'::json)) order by c.start_id, c.depth)
    from chain c)`;
