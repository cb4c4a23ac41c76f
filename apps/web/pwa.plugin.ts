import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Files the service worker never precaches: source maps, compressed twins, itself, and build metadata in dot
 * folders (Vite's .vite/manifest.json), which the server does not serve: one missing file fails the install.
 */
const SKIPPED = /(\.map|\.br|\.gz|^\/sw\.js)$|\/\./;

/**
 * Writes dist/sw.js from pwa/sw.template.js: the list of built files to precache and a version
 * that changes with any of them, so each deploy is a new service worker and the page can offer to reload.
 */
export function serviceWorker(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'shortlist-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      const files = walk(outDir)
        .map((file) => `/${path.relative(outDir, file).split(path.sep).join('/')}`)
        .filter((url) => !SKIPPED.test(url))
        .sort();
      const hash = createHash('sha256');
      for (const url of files) hash.update(url).update(readFileSync(path.join(outDir, url)));
      const template = readFileSync(path.join(root, 'pwa', 'sw.template.js'), 'utf8');
      writeFileSync(
        path.join(outDir, 'sw.js'),
        template
          .replace('__SHORTLIST_VERSION__', hash.digest('hex').slice(0, 16))
          .replace('__SHORTLIST_PRECACHE__', JSON.stringify(files)),
      );
    },
  };
}
