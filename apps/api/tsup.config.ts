import { defineConfig } from 'tsup';

// One ESM bundle; our workspace packages are bundled in (they ship TypeScript source), npm packages stay external.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  noExternal: [/^@shortlist\//],
});
