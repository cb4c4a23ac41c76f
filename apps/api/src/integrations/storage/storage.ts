import type { UrlWindow } from './signed-urls';

/** Where photos live (DESIGN §2): local disk by default, an S3-compatible bucket when configured. */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Stores bytes at a relative path (`{itemId}/{timestamp}-{random}.{ext}`); names are unique, never overwritten. */
  put(path: string, body: Buffer, contentType: string): Promise<void>;
  /** Copies a stored file to a new (unused) path: "Save a copy" gives the copied item its own photos. */
  copy(from: string, to: string): Promise<void>;
  /** A stored file's bytes (an archive of a person's data gathers their photos). */
  read(path: string): Promise<Buffer>;
  /** Removes files; missing ones are not an error. */
  remove(paths: readonly string[]): Promise<void>;
  /**
   * The URL a browser loads the file from, valid until `window.expiresAt` and the same for the whole window:
   * presigned on S3 (the bucket stays private), HMAC-signed and checked by the API on local disk.
   */
  signedUrl(path: string, window: UrlWindow): Promise<string>;
}

/** Names are unique, so a stored file never changes: a browser may keep it; shared caches may not (private photos). */
export const IMMUTABLE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** Relative storage paths only: `{uuid}/{name}.{ext}`, no traversal. */
export function assertStoragePath(path: string): void {
  if (!/^[0-9a-f-]{36}\/[A-Za-z0-9._-]+$/.test(path) || path.includes('..'))
    throw new Error(`invalid storage path: ${path}`);
}
