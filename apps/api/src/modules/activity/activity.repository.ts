import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

export interface NewActivity {
  folderId: string;
  actorId: string | null;
  itemId: string | null;
  kind: string;
  payload: Record<string, unknown>;
  at: Date | null;
}

/**
 * Inserts one activity row. The names a row shows are read in the same statement, as they are now, and kept in
 * the payload (a rename later does not rewrite history): `actorName`, `itemName`, `folderName`. A key the caller
 * passes wins (a deleted item's name, read before the delete).
 */
export async function insertActivity(db: DbOrTx, row: NewActivity): Promise<void> {
  await db.execute(sql`
    insert into activity_events (folder_id, item_id, actor_id, kind, payload, created_at)
    select ${row.folderId}::uuid, ${row.itemId}::uuid, ${row.actorId}::uuid, ${row.kind},
      jsonb_strip_nulls(jsonb_build_object(
        'actorName', (select coalesce(nullif(p.full_name, ''), nullif(p.nickname, ''), u.email)
                      from users u left join profiles p on p.id = u.id where u.id = ${row.actorId}::uuid),
        'itemName', (select i.name from items i where i.id = ${row.itemId}::uuid),
        'folderName', (select f.name from folders f where f.id = ${row.folderId}::uuid)
      )) || ${JSON.stringify(row.payload)}::jsonb,
      coalesce(${row.at ? row.at.toISOString() : null}::timestamptz, now())`);
}

export interface ActivityRow {
  id: number;
  folderId: string;
  itemId: string | null;
  actorId: string | null;
  actorAvatarUrl: string | null;
  kind: string;
  payload: Record<string, unknown>;
  createdAt: Date | string;
}

/**
 * A page of the activity of a folder and every folder below it, newest first, strictly older than `beforeId`.
 * One statement: the subtree by a recursive walk down, then the rows by (folder_id, id).
 */
export async function findActivityPage(
  db: DbOrTx,
  folderId: string,
  options: { beforeId?: number; limit: number },
): Promise<ActivityRow[]> {
  const before = options.beforeId === undefined ? sql`` : sql`and e.id < ${options.beforeId}`;
  const rows = await rawRows<ActivityRow & { id: string | number }>(
    db,
    sql`with recursive subtree(id) as (
        select id from folders where id = ${folderId}::uuid
        union all
        select f.id from folders f join subtree s on f.parent_folder_id = s.id
      )
      select e.id, e.folder_id::text as "folderId", e.item_id::text as "itemId", e.actor_id::text as "actorId",
        p.avatar_url as "actorAvatarUrl", e.kind, e.payload, e.created_at as "createdAt"
      from activity_events e
      left join profiles p on p.id = e.actor_id
      where e.folder_id in (select id from subtree) ${before}
      order by e.id desc
      limit ${options.limit}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
