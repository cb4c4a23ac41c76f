import express, { Router } from 'express';
import { itemDetailEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { requireSession } from '../../http/session';
import { IMMUTABLE_CACHE_CONTROL, LOCAL_MEDIA_URL_PATH } from '../../integrations/storage';
import { listMedia, removeMedia, uploadMedia } from './media.service';
import { receivePhotos, uploadedFiles } from './media.upload';

export function createMediaRouter(deps: AppDeps): Router {
  const router = Router();
  mount(router, itemDetailEndpoints.listMedia, async ({ user, params }) => ({
    media: await listMedia(deps, user, params.id),
  }));
  // session first, so nobody unauthenticated gets a body parsed
  mount(
    router,
    itemDetailEndpoints.uploadMedia,
    async ({ user, params, req }) => ({
      media: await uploadMedia(deps, user, params.id, uploadedFiles(req)),
    }),
    requireSession,
    receivePhotos,
  );
  // 204: no body
  mount(router, itemDetailEndpoints.deleteMedia, ({ user, params }) =>
    removeMedia(deps, user, params.id, params.mediaId).then(() => undefined as never),
  );

  // Local storage: the files are public by unguessable name (like a public bucket) and never change.
  if (deps.config.storage.driver === 'local') {
    router.use(
      LOCAL_MEDIA_URL_PATH,
      express.static(deps.config.storage.dir, {
        index: false,
        dotfiles: 'deny',
        setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL),
      }),
    );
    router.use(LOCAL_MEDIA_URL_PATH, (_req, res) => {
      res.status(404).end();
    });
  }
  return router;
}
