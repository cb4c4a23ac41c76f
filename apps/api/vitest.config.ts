import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { POSTGRES_SUBSET } from './test/postgres-subset';

/** TEST_SUBSET=postgres: only the files that cover what differs between the drivers (test/postgres-subset.ts). */
const subset = process.env.TEST_SUBSET === 'postgres';
const INCLUDE = subset ? Object.keys(POSTGRES_SUBSET) : ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * Test files that replace a module (vi.mock): they run isolated, each in a fresh module graph, so the
 * replacement reaches no other file. Found by reading the files, so a new one is never missed.
 */
function filesThatMock(): string[] {
  const found: string[] = [];
  for (const root of ['src', 'test']) {
    for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.test.ts')) continue;
      const file = path.posix.join(root, entry.split(path.sep).join('/'));
      if (/\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8'))) found.push(file);
    }
  }
  return found;
}
const mocking = filesThatMock().filter((file) => !subset || file in POSTGRES_SUBSET);

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    // PGlite is single-threaded WASM: a few forks keep both cores busy without swapping.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Every file builds its own app on its own database, so files share a worker's loaded modules: the app's
        // module graph is imported once per worker instead of once per file.
        test: { name: 'api', include: INCLUDE, exclude: mocking, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'api (mocks)',
          include: mocking.filter((file) => INCLUDE.some((p) => p === file || p.includes('*'))),
        },
      },
    ],
  },
});
