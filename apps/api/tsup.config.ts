import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'tsup';
import { API_DOCS_RENDERER_BUILT, API_DOCS_RENDERER_MODULE } from './src/modules/system/api-docs-renderer';

const outDir = 'dist';

// One ESM bundle; our workspace packages are bundled in (they ship TypeScript source), npm packages stay external.
export default defineConfig({
  entry: ['src/main.ts'],
  outDir,
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  noExternal: [/^@shortlist\//],
  // the /api/docs renderer, a dev dependency's browser bundle, travels with the build (api-docs-renderer.ts)
  async onSuccess() {
    const target = path.join(outDir, API_DOCS_RENDERER_BUILT);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(createRequire(import.meta.url).resolve(API_DOCS_RENDERER_MODULE), target);
  },
});
