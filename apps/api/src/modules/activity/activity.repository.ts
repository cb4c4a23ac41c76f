import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemAliasVisibleTo } from '../../db/item-visibility';
import { rawRows } from '../../db/raw-rows';

export interface NewActivity {
  folderId: string;
  actorId: string | null;
  /** The item the row is about (its name is read from it). */
  itemId: string | null;
  /** False when the item is being deleted: its name is read, but the row does not point at it. */
  linkItem: boolean;
  kind: string;
  payload: Record<string, unknown>;
  at: Date | null;
}

/**
 * Inserts activity rows, in the given order, in one statement. The names a row shows are read in the same
 * statement, as they are now, and kept in the payload (a rename later does not rewrite history): `actorName`,
 * `itemName`, `folderName`, and `memberName` when the payload names a `memberId` (the person a role change or a
 * removal is about). A key the caller passes wins. Rows about a private item are not written: the feed is
 * everyone's, and a private item is nobody's business but its creator's. Answers the stored payloads (one
 * statement, in order).
 */
export async function insertActivities(
  db: DbOrTx,
  rows: readonly NewActivity[],
): Promise<Array<Record<string, unknown>>> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((r) => ({
      folder_id: r.folderId,
      item_id: r.itemId,
      link_item: r.linkItem,
      actor_id: r.actorId,
      kind: r.kind,
      payload: r.payload,
      at: r.at ? r.at.toISOString() : null,
    })),
  );
  const inserted = await rawRows<{ payload: Record<string, unknown> }>(
    db,
    sql`
    insert into activity_events (folder_id, item_id, actor_id, kind, payload, created_at)
    select r.folder_id, case when r.link_item then r.item_id end, r.actor_id, r.kind,
      jsonb_strip_nulls(jsonb_build_object(
        'actorName', (select coalesce(nullif(p.full_name, ''), nullif(p.nickname, ''), u.email)
                      from users u left join profiles p on p.id = u.id where u.id = r.actor_id),
        'memberName', (select coalesce(nullif(p.full_name, ''), nullif(p.nickname, ''), u.email)
                       from users u left join profiles p on p.id = u.id
                       where u.id = (r.payload ->> 'memberId')::uuid),
        'itemName', (select i.name from items i where i.id = r.item_id),
        'folderName', (select f.name from folders f where f.id = r.folder_id)
      )) || coalesce(r.payload, '{}'::jsonb),
      coalesce(r.at, now())
    from jsonb_array_elements(${json}::jsonb) with ordinality as e(value, n)
    cross join lateral jsonb_to_record(e.value) as r(
      folder_id uuid, item_id uuid, link_item boolean, actor_id uuid, kind text, payload jsonb, at timestamptz)
    -- a private item leaves nothing in the folder's shared record: only its creator knows of it
    where not exists (select 1 from items i where i.id = r.item_id and i.is_private)
    order by e.n
    returning payload`,
  );
  return inserted.map((r) => r.payload);
}

/**
 * The activity row of an item being created, as the body of a data-modifying CTE in the statement that inserts
 * it (`item`: that insert's CTE, returning id, name, folder_id, is_private): insertActivities' rules for one row
 * about that item (names as they are now, the item's from the insert; nothing for a private item), returning the
 * stored payload. Add Item's writes are one statement.
 */
export function newItemActivitySql(input: { kind: string; actorId: string; at: string }): SQL {
  return sql`insert into activity_events (folder_id, item_id, actor_id, kind, payload, created_at)
    select item.folder_id, item.id, ${input.actorId}::uuid, ${input.kind},
      jsonb_strip_nulls(jsonb_build_object(
        'actorName', (select coalesce(nullif(p.full_name, ''), nullif(p.nickname, ''), u.email)
                      from users u left join profiles p on p.id = u.id where u.id = ${input.actorId}::uuid),
        'itemName', item.name,
        'folderName', (select f.name from folders f where f.id = item.folder_id)
      )),
      ${input.at}::timestamptz
    from item
    where not item.is_private
    returning payload`;
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
 * One statement: the subtree by a recursive walk down, then the rows by (folder_id, id). Rows about an item the
 * viewer may not see (someone else's item made private since) are left out: private items never appear in
 * others' feeds, whenever they became private.
 */
export async function findActivityPage(
  db: DbOrTx,
  folderId: string,
  options: { viewerId: string; beforeId?: number; limit: number },
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
      left join items i on i.id = e.item_id
      where e.folder_id in (select id from subtree) ${before}
        and (i.id is null or ${itemAliasVisibleTo('i', options.viewerId)})
      order by e.id desc
      limit ${options.limit}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
