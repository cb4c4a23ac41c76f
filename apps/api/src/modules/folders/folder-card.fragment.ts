import { sql, type SQL } from 'drizzle-orm';
import { visibleTo } from '../../db/item-visibility';
import { isoTime } from '../../db/json-sql';

/*
 * The folder card as PostgreSQL writes it (the folder page's folder and subfolders, My Folders): the fields of
 * folders.repository's summary but the parent and the viewer's place, which each answer adds.
 */

/** Whether anyone collaborates on the folder row `f`. */
export const hasCollaborators = (f: string): SQL =>
  sql`exists(select 1 from folder_collaborators fc where fc.folder_id = ${sql.identifier(f)}.id)`;

/** The folder row `f`'s card for `viewer` (a uuid value) as a json object, with the answer's own `fields`. */
export function folderCard(viewer: unknown, f: string, fields: SQL): SQL {
  const a = sql.identifier(f);
  return sql`json_build_object('id', ${a}.id, 'name', ${a}.name,
      'description', ${a}.description, 'ownerId', ${a}.owner_id,
      'ownerNickname', (select op.nickname from profiles op where op.id = ${a}.owner_id),
      'currency', ${a}.currency,
      'createdAt', ${isoTime(sql`${a}.created_at`)}, 'updatedAt', ${isoTime(sql`${a}.updated_at`)},
      'subfolderCount', (select count(*) from folders s where s.parent_folder_id = ${a}.id),
      'itemCount', (select count(*) from items i where i.folder_id = ${a}.id and ${visibleTo(viewer)}),
      ${fields})`;
}
