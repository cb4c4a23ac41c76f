import { sql } from 'drizzle-orm';
import { defineReadModel } from '../../db/read-model';
import { homeFingerprint, homeFolders, sessionColumns, sessionOf } from '../../db/session-fingerprint';
import type { RawSessionRow } from '../../db/session-revision.read-model';
import { folderCard, hasCollaborators } from './folder-card.fragment';

/** The session user's row, the home list's fingerprint and the folder cards' JSON array as text. */
export type MyFoldersRow = RawSessionRow & { folders: string };

/**
 * My Folders in ONE statement: the session user, the fingerprint of their home list and every card of it,
 * decided in SQL (top-level folders: the viewer's role is their own row on the folder). `search` is a LIKE
 * pattern over the name and description, or null for every folder.
 */
export const myFolders = defineReadModel<{ viewer: string; search: string | null }, MyFoldersRow>({
  name: 'my_folders',
  parameters: ['viewer', 'search'],
  statement: (p) => sql`select ${sessionColumns}, ${homeFingerprint(sql`u.id`)} as "fingerprint", (
      select coalesce(json_agg(${folderCard(
        p.viewer,
        'f',
        sql`'parentFolderId', null, 'isOwned', f.owner_id = ${p.viewer}::uuid,
        'myRole', case when f.owner_id = ${p.viewer}::uuid then 'owner' else coalesce(
          (select fc.role::text from folder_collaborators fc where fc.folder_id = f.id and fc.user_id = ${p.viewer}::uuid),
          'viewer') end,
        'isShared', ${hasCollaborators('f')}`,
      )}
        order by f.created_at desc, f.id desc), '[]')::text
      from ${homeFolders(p.viewer)} f
      where (${p.search}::text is null or f.name ilike ${p.search}::text or f.description ilike ${p.search}::text)
    ) as "folders" ${sessionOf(p.viewer)}`,
});
