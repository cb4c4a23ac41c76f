import { folderExportEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { asAttachment, sendDownload } from '../../http/download';
import { mount } from '../../http/endpoint';
import type { Routes } from '../../http/route-table';
import { exportFolderCsv, exportFolderJson, exportFolderXlsx } from './folder-export.service';

export function mountFolderExportRoutes(router: Routes, deps: AppDeps): void {
  // the files are sent here: mount() sends nothing once the headers are out
  mount(router, folderExportEndpoints.csv, async ({ user, params, res }) => {
    sendDownload(res, await exportFolderCsv(deps, user, params.id));
    return undefined as never;
  });
  mount(router, folderExportEndpoints.xlsx, async ({ user, params, res }) => {
    sendDownload(res, await exportFolderXlsx(deps, user, params.id));
    return undefined as never;
  });
  mount(router, folderExportEndpoints.json, async ({ user, params, res }) => {
    const { document, fileName } = await exportFolderJson(deps, user, params.id);
    asAttachment(res, fileName);
    return document;
  });
}
