import type { StorageConfig } from '../../config/env';
import { createLocalStorage } from './local.storage';
import { createUrlSigner } from './signed-urls';
import { createS3Storage } from './s3.storage';
import type { MediaStorage } from './storage';

export type { MediaStorage } from './storage';
export { IMMUTABLE_CACHE_CONTROL } from './storage';
export { LOCAL_MEDIA_URL_PATH } from './local.storage';
export { createUrlSigner, mediaUrlWindow, type UrlSigner, type UrlWindow } from './signed-urls';

/** The storage the config names: S3 when S3_BUCKET/S3_ENDPOINT... are set, else local disk. */
export function createStorage(config: StorageConfig): MediaStorage {
  return config.driver === 's3'
    ? createS3Storage(config.s3)
    : createLocalStorage(config.dir, createUrlSigner(config.signingSecret));
}
