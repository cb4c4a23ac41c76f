import { Router } from 'express';
import { captureEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { createBulkImport, getBulkImport, retryBulkEntry } from './bulk-import.service';
import { captureItem, listCaptureFolders, resolveSharedLink } from './capture.service';

export function createCaptureRouter(deps: AppDeps): Router {
  const router = Router();
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
  return router;
}
