// Which test files must run isolated (each in a fresh module graph) when the rest of a package's files share
// their worker's modules: every file that replaces a module with vi.mock, found by reading the files so a new
// one is never missed, plus the files a package names itself.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} packageDir the package's folder (its vitest config's folder)
 * @param {string[]} roots folders under it that hold test files
 * @param {RegExp} testFile what a test file's name ends with
 * @returns {string[]} the files that use vi.mock or vi.doMock, relative to packageDir, with forward slashes
 */
export function filesThatMock(packageDir, roots, testFile) {
  const found = [];
  for (const root of roots) {
    for (const entry of readdirSync(path.join(packageDir, root), { recursive: true, encoding: 'utf8' })) {
      if (!testFile.test(entry)) continue;
      const file = path.posix.join(root, entry.split(path.sep).join('/'));
      if (/\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(packageDir, file), 'utf8'))) found.push(file);
    }
  }
  return found;
}
