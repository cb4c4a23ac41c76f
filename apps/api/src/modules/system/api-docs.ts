import type { Routes } from '../../http/route-table';
import { renderApiReference } from './api-reference-page';

/**
 * The browsable API reference at /api/docs: our own server-rendered page (api-reference-page.ts),
 * built once from the same OpenAPI document /api/openapi.json serves. No script and nothing from elsewhere, so the
 * CSP ('self', no inline scripts) has nothing to refuse.
 */
export const API_DOCS_PATH = '/api/docs';

export function mountApiDocs(router: Routes, document: () => object): void {
  let page: string | undefined;
  router.get(API_DOCS_PATH, (_req, res) => {
    res.type('html').send((page ??= renderApiReference(document())));
  });
}
