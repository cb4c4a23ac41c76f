import { itemDetailEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { receivePhotos, uploadedFiles } from '../../http/photo-upload';
import { saveItemChanges } from './item-edits.service';

export function mountItemEditsRoutes(router: Routes, deps: AppDeps): void {
  // session first, so nobody unauthenticated gets a body parsed; then the multipart body (changes + photos)
  mount(
    router,
    itemDetailEndpoints.save,
    ({ user, params, body, req }) =>
      saveItemChanges(deps, user, params.id, body.changes, uploadedFiles(req), body.revision),
    receivePhotos,
  );
}
