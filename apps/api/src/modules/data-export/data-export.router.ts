import { DATA_EXPORT_ERRORS, dataExportEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { sendDownload } from '../../http/download';
import { mount } from '../../http/endpoint';
import { createRateLimit, perUserKey } from '../../http/rate-limit';
import type { Routes } from '../../http/route-table';
import { downloadDataExport, getDataExportStatus, requestDataExport } from './data-export.service';

export function mountDataExportRoutes(router: Routes, deps: AppDeps): void {
  mount(router, dataExportEndpoints.status, ({ user }) => getDataExportStatus(deps, user));
  // each request builds a whole archive: a few a day per person
  mount(
    router,
    dataExportEndpoints.request,
    ({ user }) => requestDataExport(deps, user),
    createRateLimit(deps, 'dataExport', DATA_EXPORT_ERRORS.tooMany, { key: perUserKey(deps) }),
  );
  // the signed link is the credential (it arrives by e-mail); the archive goes once, then its file is removed
  mount(router, dataExportEndpoints.download, async ({ params, query, res }) => {
    const taken = await downloadDataExport(deps, params.id, query);
    res.on('finish', taken.sent);
    sendDownload(res, taken.file);
    return undefined as never;
  });
}
