import { foldersEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { answerRead } from '../../http/read-answer';
import { sessionInStatement } from '../../http/authenticate';
import { folderScope, homeScope } from '../../http/revision';
import { readFolderPage, readMyFolders } from './folders.read';
import { createFolder, deleteFolders, moveFolder, updateFolder } from './folders.service';

export function mountFoldersRoutes(router: Routes, deps: AppDeps): void {
  mount(
    router,
    foldersEndpoints.list,
    ({ req, res, query }) => answerRead(deps, req, res, (reader) => readMyFolders(deps, reader, query.q)),
    sessionInStatement(homeScope),
  );
  mount(
    router,
    foldersEndpoints.get,
    ({ req, res, params, query }) =>
      answerRead(deps, req, res, (reader) => readFolderPage(deps, reader, params.id, query)),
    sessionInStatement(folderScope),
  );
  mount(router, foldersEndpoints.create, ({ user, body }) => createFolder(deps, user, body));
  mount(router, foldersEndpoints.update, ({ user, params, body }) =>
    updateFolder(deps, user, params.id, body),
  );
  mount(router, foldersEndpoints.move, ({ user, params, body }) =>
    moveFolder(deps, user, params.id, body.parentFolderId),
  );
  mount(router, foldersEndpoints.bulkDelete, ({ user, body }) => deleteFolders(deps, user, body.ids));
}
