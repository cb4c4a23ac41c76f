import type { CollaboratorRole } from '@shortlist/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { itemAliasVisibleTo, itemAliasVisibleToText, visibleTo } from '../db/item-visibility';
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
  /** A chain started from a private item: its creator, the one person who sees it. */
  privateTo: string | null;
}

function idList(ids: readonly string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/*
 * The chain SQL is written once, as text: prepared statements use it as it is, and drizzle
 * statements wrap it (`sql.raw`) around their own parameterised start.
 */

/**
 * A chain's next folder up, by the primary key, one lookup per chain row. As a plain join, PostgreSQL guessed
 * each step of the walk ten times larger than the last and hash-joined the whole folders table instead (a
 * sequential scan per step: 4.2 ms of a 50-item chain read's 10 ms at 25,000 folders, growing with every
 * user's folders; 0.5 ms this way). The lateral subquery with its `limit` is never flattened into a join.
 */
const PARENT_OF_C = `select f.id, f.name, f.parent_folder_id, f.owner_id, f.revision from folders f
        where f.id = c.parent_folder_id limit 1`;

/** Text before and after the start select of chainCte (`name` is a CTE name we choose, never input). */
const chainCteParts = (name: string): [string, string] => [
  `${name}(start_id, id, name, parent_folder_id, owner_id, depth, private_to, revision) as (\n      `,
  `
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1, c.private_to, p.revision
      from ${name} c cross join lateral (${PARENT_OF_C}) p
    )`,
];

/**
 * The recursive walk up from the starting points, as the CTE `name` (after `with recursive`): `start` selects
 * (start_id, id, name, parent_folder_id, owner_id, 0, private_to, revision) of the first folder of each chain.
 * The roots' revisions are there so that a statement reading a chain for access takes its answer's fingerprint
 * from the same walk (http/revision.repository's chainFingerprintSql) instead of walking the trees again.
 */
export function chainCteText(start: string, name = 'chain'): string {
  const [head, tail] = chainCteParts(name);
  return `${head}${start}${tail}`;
}

function chainCte(start: SQL, name = 'chain'): SQL {
  const [head, tail] = chainCteParts(name);
  return sql`${sql.raw(head)}${start}${sql.raw(tail)}`;
}

/** The collaborator rows of a chain's folder `c`, as { userId: role }. */
const COLLABORATOR_ROLES = `coalesce(
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
      ${sql.raw(COLLABORATOR_ROLES)} as "collaboratorRoles"
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

/** The first row of a folder's own chain, up to its `where` (the caller adds which folders). */
const FOLDER_CHAIN_START = `select f.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0, null::uuid, f.revision
      from folders f where `;

export function folderChainCte(folderId: SQL, name = 'chain'): SQL {
  return sql`${chainCte(sql`${sql.raw(FOLDER_CHAIN_START)}f.id = ${folderId}`, name)},
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
export function chainsJsonText(name: string): string {
  return `coalesce((select json_agg(json_build_object(
    'startId', c.start_id::text, 'id', c.id::text, 'name', c.name, 'privateTo', c.private_to::text,
    'parentFolderId', c.parent_folder_id::text, 'ownerId', c.owner_id::text, 'depth', c.depth,
    'collaboratorRoles', ${COLLABORATOR_ROLES}) order by c.start_id, c.depth) from ${name} c), '[]'::json)`;
}

export function chainsJson(name: string): SQL {
  return sql.raw(chainsJsonText(name));
}

export function chainsOf(json: unknown): ChainRow[] {
  const rows = (typeof json === 'string' ? JSON.parse(json) : json) as ChainRow[] | null;
  return chainRowsOf(rows ?? []);
}

/** Chains of folders, keyed by the folder ids given. */
export function findFolderChains(db: DbOrTx, folderIds: readonly string[]): Promise<ChainRow[]> {
  if (folderIds.length === 0) return Promise.resolve([]);
  return selectChains(db, sql`${sql.raw(FOLDER_CHAIN_START)}f.id in (${idList(folderIds)})`);
}

/** The first folder of each item's chain, up to its `where` (the caller adds which items). */
const ITEM_CHAIN_START = `select i.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0,
        case when i.is_private then i.creator_id end, f.revision
      from items i join folders f on f.id = i.folder_id
      where `;

/** The first folder of each item's chain; another person's private item starts none. */
function itemChainStart(viewerId: string, itemIds: readonly string[]): SQL {
  return sql`${sql.raw(ITEM_CHAIN_START)}i.id in (${idList(itemIds)}) and ${itemAliasVisibleTo('i', viewerId)}`;
}

/**
 * `itemChainStart` as text for a prepared statement: `viewer` a SQL uuid expression (`$1::uuid`), `itemIds` a
 * SQL uuid[] expression.
 */
function itemChainStartText(viewer: string, itemIds: string): string {
  return `${ITEM_CHAIN_START}i.id = any(${itemIds}) and ${itemAliasVisibleToText('i', viewer)}`;
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

/**
 * The chain CTE `chain` (after `with recursive`) of a folder (`folderId`, a uuid expression) or of some items'
 * folders (`items`: the viewer and the items, uuid and uuid[] expressions), for a prepared statement that reads
 * it together with its content: `chainsJsonText('chain')` selects it as ONE json value, which
 * `chainsOf` reads back.
 */
export const chainCteTextOf = (of: { folderId: string } | { viewer: string; itemIds: string }) =>
  chainCteText(
    'folderId' in of
      ? `${FOLDER_CHAIN_START}f.id = ${of.folderId}`
      : itemChainStartText(of.viewer, of.itemIds),
  );
