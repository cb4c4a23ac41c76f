import { defineConfig } from 'tsup';

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
});
