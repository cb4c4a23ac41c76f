import { Router } from 'express';
import { foldersEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { folderScope, homeScope, revalidated } from '../../http/revision';
import {
  createFolder,
  deleteFolders,
  getFolderDetail,
  listFolders,
  moveFolder,
  updateFolder,
} from './folders.service';

export function createFoldersRouter(deps: AppDeps): Router {
  const router = Router();
  mount(
    router,
    foldersEndpoints.list,
    async ({ user, query }) => ({ folders: await listFolders(deps, user, query.q) }),
    revalidated(homeScope),
  );
  mount(
    router,
    foldersEndpoints.get,
    ({ user, params, query }) => getFolderDetail(deps, user, params.id, query),
    revalidated(folderScope),
  );
  mount(router, foldersEndpoints.create, ({ user, body }) => createFolder(deps, user, body));
  mount(router, foldersEndpoints.update, ({ user, params, body }) =>
    updateFolder(deps, user, params.id, body),
  );
  mount(router, foldersEndpoints.move, ({ user, params, body }) =>
    moveFolder(deps, user, params.id, body.parentFolderId),
  );
  mount(router, foldersEndpoints.bulkDelete, ({ user, body }) => deleteFolders(deps, user, body.ids));
  return router;
}
