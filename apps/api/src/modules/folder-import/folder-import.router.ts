import { folderImportEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { createRateLimit, perUserKey } from '../../http/rate-limit';
import type { Routes } from '../../http/route-table';
import { listImports, previewImport, readImport, runImport, undoImport } from './folder-import.service';

export function mountFolderImportRoutes(router: Routes, deps: AppDeps): void {
  // each of these parses a whole sheet: counted per person
  const limit = createRateLimit(deps, 'folderImport', undefined, { key: perUserKey(deps) });
  mount(
    router,
    folderImportEndpoints.read,
    ({ user, params, body }) => readImport(deps, user, params.id, body),
    limit,
  );
  mount(
    router,
    folderImportEndpoints.preview,
    ({ user, params, body }) => previewImport(deps, user, params.id, body),
    limit,
  );
  mount(
    router,
    folderImportEndpoints.run,
    ({ user, params, body }) => runImport(deps, user, params.id, body),
    limit,
  );
  mount(router, folderImportEndpoints.list, ({ user, params }) => listImports(deps, user, params.id));
  mount(router, folderImportEndpoints.undo, ({ user, params }) =>
    undoImport(deps, user, params.id, params.batchId),
  );
}
