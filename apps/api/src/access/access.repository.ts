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
 * The ancestor chains of several starting points in ONE recursive statement. `start` selects
 * (start_id, id, name, parent_folder_id, owner_id, 0, private_to) of the first folder of each chain.
 */
async function selectChains(db: DbOrTx, start: SQL): Promise<ChainRow[]> {
  const rows = await rawRows<ChainRow>(
    db,
    sql`with recursive chain(start_id, id, name, parent_folder_id, owner_id, depth, private_to) as (
      ${start}
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1, c.private_to
      from chain c join folders p on p.id = c.parent_folder_id
    )
    select c.start_id::text as "startId", c.id::text as "id", c.name as "name",
      c.private_to::text as "privateTo",
      c.parent_folder_id::text as "parentFolderId", c.owner_id::text as "ownerId", c.depth as "depth",
      coalesce(
        (select json_object_agg(fc.user_id::text, fc.role) from folder_collaborators fc where fc.folder_id = c.id),
        '{}'::json
      ) as "collaboratorRoles"
    from chain c
    order by c.start_id, c.depth`,
  );
  return rows.map((r) => ({
    ...r,
    depth: Number(r.depth),
    // json arrives parsed from both drivers; a text answer (some driver settings) is parsed here
    collaboratorRoles:
      typeof r.collaboratorRoles === 'string' ? JSON.parse(r.collaboratorRoles) : r.collaboratorRoles,
  }));
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
  return selectChains(
    db,
    sql`select i.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0,
        case when i.is_private then i.creator_id end
      from items i join folders f on f.id = i.folder_id
      where i.id in (${idList(itemIds)}) and ${itemAliasVisibleTo('i', viewerId)}`,
  );
}
