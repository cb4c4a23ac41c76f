import type { Response } from 'express';
import { itemDetailEndpoints, SYSTEM_TEXTS } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { AppError, errors } from '../../http/app-error';
import { createUrlSigner } from '../../integrations/storage';
import { listMedia, removeMedia, uploadMedia } from './media.service';
import { receivePhotos, uploadedFiles } from '../../http/photo-upload';

/** Sends a stored file (404 when it is gone); the path was checked by the contract and the signature. */
function sendStoredFile(res: Response, root: string, storagePath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    res.sendFile(
      storagePath,
      { root, dotfiles: 'deny', cacheControl: false },
      (err?: Error & { status?: number }) => {
        if (!err) resolve();
        else
          reject(
            err.status === 404 || (err as { code?: string }).code === 'ENOENT' ? errors.notFound() : err,
          );
      },
    );
  });
}

export function mountMediaRoutes(router: Routes, deps: AppDeps): void {
  mount(router, itemDetailEndpoints.listMedia, async ({ user, params }) => ({
    media: await listMedia(deps, user, params.id),
  }));
  // the session is checked first (mount()), so nobody unauthenticated gets a body parsed
  mount(
    router,
    itemDetailEndpoints.uploadMedia,
    async ({ user, params, req }) => ({
      media: await uploadMedia(deps, user, params.id, uploadedFiles(req)),
    }),
    receivePhotos,
  );
  // 204: no body
  mount(router, itemDetailEndpoints.deleteMedia, ({ user, params }) =>
    removeMedia(deps, user, params.id, params.mediaId).then(() => undefined as never),
  );

  // Local storage: the API serves the files itself, to whoever holds a URL it signed (and only until it expires).
  // With S3 the URLs are presigned bucket URLs and this route does not exist.
  const storage = deps.config.storage;
  if (storage.driver === 'local') {
    const signer = createUrlSigner(storage.signingSecret);
    mount(router, itemDetailEndpoints.mediaFile, async ({ params, query, res }) => {
      const storagePath = `${params.itemId}/${params.fileName}`;
      const now = deps.clock.now();
      if (!signer.verify(storagePath, query.expires, query.signature, now))
        throw new AppError('FORBIDDEN', SYSTEM_TEXTS.mediaLinkInvalid);
      // a file never changes; this URL dies at `expires`
      const maxAge = Math.max(0, query.expires - Math.floor(now.getTime() / 1000));
      res.setHeader('Cache-Control', `private, max-age=${maxAge}, immutable`);
      await sendStoredFile(res, storage.dir, storagePath);
      return undefined as never;
    });
  }
}
