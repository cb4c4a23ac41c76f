/// <reference types="vitest/config" />
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { filesThatMock } from '../../scripts/vitest-isolation.mjs';
import { precompress } from './compress.plugin';
import { serviceWorker } from './pwa.plugin';
import { routeChunks } from './route-chunks.plugin';

// My Folders: where every signed-in visit lands, with the icons and contracts messages its first
// render imports through lucide-react's and contracts' indexes
const signedInChunks = routeChunks(['src/app/routes/app/my-folders.tsx'], {
  'src/app/routes/app/my-folders.tsx':
    /(lucide-react\/dist\/esm\/icons\/(ellipsis|folder|folder-input|folder-open|folder-plus|trash|grip-vertical|search|share-2)\.mjs|packages\/contracts\/src\/(messages\/(folders|organise)|plans|folder-routes)\.ts)$/,
});

const ISOLATED = [
  ...filesThatMock(import.meta.dirname, ['src'], /\.test\.tsx?$/),
  'src/lib/live/**/*.test.{ts,tsx}',
  'src/features/item-detail/components/presence-bar.test.tsx',
  'src/components/layouts/profile-menu.test.tsx',
  'src/app/routes/app/categories.test.tsx',
  // the toaster mounts on the process's first toast: an earlier file's toast would have mounted it
  'src/components/ui/toaster.test.tsx',
];

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), serviceWorker(), precompress(), signedInChunks.plugin],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // zod, jitless before its first schema (see the module); zod/v4 and zod/v4/core stay the real package
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-jitless.ts') },
      // react-router's package exports point at its development build (extra checks and warnings) under every
      // condition; the production build it ships beside it is the same router without them (less
      // JavaScript to download and run on every first load). Tests and the dev server keep the warnings.
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: path.resolve(
                import.meta.dirname,
                'node_modules/react-router/dist/production/index.mjs',
              ),
            },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      // the API, photos on local storage included (/api/media, signed URLs)
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // what the entry loads, in one file rather than four (the landing page's first load)
            { name: 'index', tags: ['$initial'], priority: 100 },
            ...signedInChunks.groups,
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    maxWorkers: 2,
    // Most files share their worker's modules (the app's module graph loads once per worker, not per file);
    // these run isolated: the ones that replace a module, and the ones whose subject keeps state per page load
    // (the tab's one live stream, the profile menu and the category dialog loaded on first use), which another
    // file would leave behind.
    projects: [
      {
        extends: true,
        test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false },
      },
      { extends: true, test: { name: 'web (isolated)', include: ISOLATED } },
    ],
    // screens that load several swr keys and lazy dialogs take longer than vitest's 5 s default on a loaded
    // 2-core machine; 30 s is the most a web test may take
    testTimeout: 30_000,
  },
}));
