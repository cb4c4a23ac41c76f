import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UrlSigner } from './signed-urls';
import { assertStoragePath, type MediaStorage } from './storage';

/** The URL path the API serves local media under (GET /api/media/:itemId/:fileName, media.router.ts). */
export const LOCAL_MEDIA_URL_PATH = '/api/media';

/**
 * Files under a directory (DATA_DIR/media by default, a temp dir in tests), served by the API at
 * /api/media/{path}?expires=...&signature=... once the signature and the expiry check out.
 */
export function createLocalStorage(root: string, signer: UrlSigner): MediaStorage & { root: string } {
  const resolve = (p: string) => {
    assertStoragePath(p);
    return path.join(root, p);
  };
  return {
    kind: 'local',
    root,
    async put(p, body) {
      const file = resolve(p);
      await mkdir(path.dirname(file), { recursive: true });
      // wx: a unique name is never overwritten
      await writeFile(file, body, { flag: 'wx' });
    },
    async copy(from, to) {
      const target = resolve(to);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(resolve(from), target, constants.COPYFILE_EXCL);
    },
    read(p) {
      return readFile(resolve(p));
    },
    async remove(paths) {
      await Promise.all(paths.map((p) => rm(resolve(p), { force: true })));
    },
    async signedUrl(p, window) {
      assertStoragePath(p);
      const expires = Math.floor(window.expiresAt.getTime() / 1000);
      return `${LOCAL_MEDIA_URL_PATH}/${p}?expires=${expires}&signature=${signer.sign(p, expires)}`;
    },
  };
}
