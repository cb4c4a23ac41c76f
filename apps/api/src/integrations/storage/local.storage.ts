import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStoragePath, type MediaStorage } from './storage';

/** The URL path the API serves local media under (see media.router.ts). */
export const LOCAL_MEDIA_URL_PATH = '/media';

/** Files under a directory (DATA_DIR/media by default, a temp dir in tests), served by the API at /media. */
export function createLocalStorage(root: string): MediaStorage & { root: string } {
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
    async remove(paths) {
      await Promise.all(paths.map((p) => rm(resolve(p), { force: true })));
    },
    publicUrl(p) {
      return `${LOCAL_MEDIA_URL_PATH}/${p}`;
    },
  };
}
