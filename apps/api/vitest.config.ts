import { defineConfig } from 'vitest/config';
import { filesThatMock } from '../../scripts/vitest-isolation.mjs';
import { POSTGRES_SUBSET } from './test/postgres-subset';

/** TEST_SUBSET=postgres: only the files that cover what differs between the drivers (test/postgres-subset.ts). */
const subset = process.env.TEST_SUBSET === 'postgres';
const INCLUDE = subset ? Object.keys(POSTGRES_SUBSET) : ['src/**/*.test.ts', 'test/**/*.test.ts'];

// the files that replace a module (vi.mock) run isolated, so the replacement reaches no other file
const mocking = filesThatMock(import.meta.dirname, ['src', 'test'], /\.test\.ts$/).filter(
  (file) => !subset || file in POSTGRES_SUBSET,
);

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
        test: { name: 'api (mocks)', include: mocking },
      },
    ],
  },
});
