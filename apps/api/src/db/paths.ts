import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package folder, found from this file whether it runs from src/ (tsx, vitest) or the dist/ bundle. */
function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('api package root not found');
    dir = parent;
  }
  return dir;
}

export const apiRoot = packageRoot();
/** drizzle-kit's committed SQL migrations, applied at start-up by both drivers. */
export const migrationsFolder = path.join(apiRoot, 'drizzle');
