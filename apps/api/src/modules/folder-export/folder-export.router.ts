import { folderExportEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import type { Routes } from '../../http/route-table';
import { exportFolderCsv, exportFolderJson, exportFolderXlsx } from './folder-export.service';

export function mountFolderExportRoutes(router: Routes, deps: AppDeps): void {
  // the files are answered by the service: mount() sends nothing once the headers are out
  mount(router, folderExportEndpoints.csv, async ({ user, params, res }) => {
    await exportFolderCsv(deps, user, params.id, res);
    return undefined as never;
  });
  mount(router, folderExportEndpoints.xlsx, async ({ user, params, res }) => {
    await exportFolderXlsx(deps, user, params.id, res);
    return undefined as never;
  });
  mount(router, folderExportEndpoints.json, ({ user, params, res }) =>
    exportFolderJson(deps, user, params.id, res),
  );
}
