import { APP_PATHS, APP_ROUTES, captureEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { createBulkImport, getBulkImport, retryBulkEntry } from './bulk-import.service';
import { captureItem, listCaptureFolders, resolveSharedLink } from './capture.service';
import { readSharedForm } from '../../http/shared-form-body';
import { sharedFields } from './shared-form';

export function mountCaptureRoutes(router: Routes, deps: AppDeps): void {
  mount(router, captureEndpoints.sharedLink, ({ body }) => resolveSharedLink(body));
  mount(router, captureEndpoints.folders, async ({ user }) => ({
    folders: await listCaptureFolders(deps, user),
  }));
  mount(router, captureEndpoints.create, ({ user, body }) => captureItem(deps, user, body));
  mount(router, captureEndpoints.bulkCreate, ({ user, params, body }) =>
    createBulkImport(deps, user, params.id, body),
  );
  mount(router, captureEndpoints.bulkGet, ({ user, params }) => getBulkImport(deps, user, params.id));
  mount(router, captureEndpoints.bulkRetry, ({ user, params, body }) =>
    retryBulkEntry(deps, user, { id: params.id, entryId: params.entryId, url: body.url, name: body.name }),
  );
  // The share target posted as a form (a browser without the service worker yet, or a client that posts):
  // the same Capture screen, its fields in the query. Nothing is stored, so no session is needed here.
  router.post(APP_ROUTES.capture, readSharedForm, (req, res) => {
    const shared = sharedFields(req.body);
    res.redirect(303, APP_PATHS.capture(Object.fromEntries(Object.entries(shared).filter(([, v]) => v))));
  });
}
