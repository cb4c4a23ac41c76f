import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

export interface CaptureFolderRow {
  id: string;
  name: string;
  parentFolderId: string | null;
  shared: boolean;
  lastUsedAt: Date;
}

/**
 * Every folder the user may add items to, in one statement: the folders of the trees they own, and the folders
 * at and below each folder shared with them as an editor. `last_used_at` is when the user last added an item there, else
 * when the folder was created.
 */
export async function findCaptureFolders(db: DbOrTx, userId: string): Promise<CaptureFolderRow[]> {
  const result = await rawRows<{
    id: string;
    name: string;
    parent_folder_id: string | null;
    shared: boolean;
    last_used_at: string | Date;
  }>(
    db,
    sql`
    with recursive visible(id, shared) as (
      select f.id, false from folders f where f.owner_id = ${userId}
      union
      -- only rows that let the user add items: viewers and raters capture nothing there
      select c.folder_id, true from folder_collaborators c where c.user_id = ${userId} and c.role = 'editor'
      union
      select child.id, v.shared from folders child join visible v on child.parent_folder_id = v.id
    )
    select f.id, f.name, f.parent_folder_id,
      bool_and(v.shared) as shared,
      greatest(f.created_at, coalesce(max(i.created_at), f.created_at)) as last_used_at
    from (select distinct id, shared from visible) v
    join folders f on f.id = v.id
    left join items i on i.folder_id = f.id and i.creator_id = ${userId}
    group by f.id
  `,
  );
  return result.map((r) => ({
    id: r.id,
    name: r.name,
    parentFolderId: r.parent_folder_id,
    shared: r.shared,
    lastUsedAt: new Date(r.last_used_at),
  }));
}
