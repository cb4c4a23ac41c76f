/**
 * Where the /api/docs renderer comes from and where the build puts it. Only one browser bundle of
 * @scalar/api-reference is served, so the package is a dev dependency: tsup copies that file into dist/ (see
 * tsup.config.ts) and the built server serves the copy; `pnpm dev` and the tests, which run the sources, serve it
 * from node_modules. The production dependencies (`pnpm deploy --prod`, the image) never hold the package.
 */

// @scalar/api-reference 1.46 is the last line that runs on Node 20
export const API_DOCS_RENDERER_MODULE = '@scalar/api-reference/browser/standalone.js';

/** The copy's path inside dist/, next to the bundle (dist/main.js). */
export const API_DOCS_RENDERER_BUILT = 'api-docs/reference.js';
