import { preparedRows, type PreparedStatement } from '../../db/prepared';
import type { AppDeps } from '../../deps';
import { readInOneStatement } from '../../http/revision';
import {
  HOME_FINGERPRINT_SQL,
  homeFoldersSql,
  type RawSessionRow,
  SESSION_COLUMNS,
  SESSION_FROM,
  sessionRow,
} from '../../http/revision.repository';
import { JsonText } from '../../http/serializer';
import type { Request, Response } from 'express';
import { folderRowJson, hasCollaborators } from './folders.read';

/** My Folders: every card decided in SQL (top-level folders: the role is the viewer's row on the folder). */
const HOME: PreparedStatement = {
  name: 'read_home_folders',
  text: `select ${SESSION_COLUMNS}, ${HOME_FINGERPRINT_SQL} as "fingerprint", (
      select coalesce(json_agg(${folderRowJson('f')},
        'parentFolderId', null, 'isOwned', f.owner_id = $1::uuid,
        'myRole', case when f.owner_id = $1::uuid then 'owner' else coalesce(
          (select fc.role::text from folder_collaborators fc where fc.folder_id = f.id and fc.user_id = $1::uuid),
          'viewer') end,
        'isShared', ${hasCollaborators('f')})
        order by f.created_at desc, f.id desc), '[]')::text
      from ${homeFoldersSql('$1::uuid')} f
      where ($2::text is null or f.name ilike $2::text or f.description ilike $2::text)
    ) as "folders" ${SESSION_FROM}`,
};

/** Escapes LIKE wildcards so a search matches literally. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** GET /api/folders: one statement, the answer's text as PostgreSQL wrote it. */
export async function readHomeFolders(req: Request, res: Response, q: string | undefined): Promise<JsonText> {
  const deps = req.app.locals.deps as AppDeps;
  const { row } = await readInOneStatement(req, res, async (userId) => {
    const [raw] = await preparedRows<RawSessionRow & { folders: string }>(deps.database, HOME, [
      userId,
      q ? likePattern(q) : null,
    ]);
    return raw && sessionRow(raw);
  });
  return new JsonText(`{"folders":${row.folders}}`);
}
