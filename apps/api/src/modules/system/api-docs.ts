import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Router } from 'express';
import { API_DOCS_RENDERER_BUILT, API_DOCS_RENDERER_MODULE } from './api-docs-renderer';

/**
 * The browsable API reference at /api/docs: Scalar's standalone renderer (responsive, keyboard- and
 * screen-reader-friendly), served from this server (api-docs-renderer.ts), reading /api/openapi.json. Everything comes from
 * this origin (the CSP allows 'self' only): no CDN, no web fonts from elsewhere, no request proxy; the page's
 * settings ride in a data attribute because inline scripts are refused.
 */
export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_SCRIPT = '/api/docs/reference.js';
const OPENAPI_PATH = '/api/openapi.json';

/**
 * The built server (dist/main.js) serves the copy tsup put next to it; the sources (`pnpm dev`, the tests) serve
 * the dev dependency itself. Neither is a broken build: say so at start-up rather than 404 the page.
 */
function rendererFile(): string {
  const built = fileURLToPath(new URL(API_DOCS_RENDERER_BUILT, import.meta.url));
  if (existsSync(built)) return built;
  try {
    return createRequire(import.meta.url).resolve(API_DOCS_RENDERER_MODULE);
  } catch (cause) {
    throw new Error(`The /api/docs renderer is missing: ${built} (rebuild the API with tsup)`, { cause });
  }
}

const settings = JSON.stringify({
  withDefaultFonts: false,
  telemetry: false,
  // the "Ask AI" agent talks to the vendor's servers: off
  agent: { disabled: true },
  metaData: { title: 'Shortlist API' },
}).replaceAll("'", '&#39;');

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Shortlist API</title>
  </head>
  <body>
    <script id="api-reference" data-url="${OPENAPI_PATH}" data-configuration='${settings}'></script>
    <script src="${API_DOCS_SCRIPT}"></script>
  </body>
</html>
`;

export function mountApiDocs(router: Router): void {
  const renderer = rendererFile();
  router.get(API_DOCS_PATH, (_req, res) => {
    res.type('html').send(page);
  });
  router.get(API_DOCS_SCRIPT, (_req, res) => {
    // relative to its folder: in development the absolute path runs through node_modules/.pnpm, a dot segment
    // send() refuses
    res.type('text/javascript').sendFile(path.basename(renderer), { root: path.dirname(renderer) });
  });
}
