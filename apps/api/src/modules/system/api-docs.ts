import { createRequire } from 'node:module';
import path from 'node:path';
import type { Router } from 'express';

/**
 * The browsable API reference at /api/docs: Scalar's standalone renderer (responsive, keyboard- and
 * screen-reader-friendly), served from our own node_modules, reading /api/openapi.json. Everything comes from
 * this origin (the CSP allows 'self' only): no CDN, no web fonts from elsewhere, no request proxy; the page's
 * settings ride in a data attribute because inline scripts are refused.
 */
export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_SCRIPT = '/api/docs/reference.js';
const OPENAPI_PATH = '/api/openapi.json';

// @scalar/api-reference 1.46 is the last line that runs on Node 20; only its browser bundle is used
const standalone = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');

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
  router.get(API_DOCS_PATH, (_req, res) => {
    res.type('html').send(page);
  });
  router.get(API_DOCS_SCRIPT, (_req, res) => {
    // relative to its folder: the absolute path runs through node_modules/.pnpm, a dot segment send() refuses
    res.type('text/javascript').sendFile(path.basename(standalone), { root: path.dirname(standalone) });
  });
}
