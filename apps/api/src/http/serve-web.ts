import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { AppDeps } from '../deps';
import { apiRoot } from '../db/paths';

/**
 * Serves the built SPA: fingerprinted assets with long cache headers (and their pre-compressed .br/.gz twins
 * when the browser accepts them), index.html for every other GET so client routes work on reload.
 */
export function serveWeb(app: Express, deps: AppDeps): void {
  const dist = deps.config.webDistDir ?? path.resolve(apiRoot, '../web/dist');
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) {
    deps.logger.warn({ dist }, 'web build not found: only the API is served (run `pnpm build`)');
    return;
  }
  app.use('/assets', (req, res, next) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const file = path.join(dist, 'assets', path.normalize(req.path));
    if (!file.startsWith(path.join(dist, 'assets'))) return next();
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (accepts.includes(encoding) && existsSync(file + ext)) {
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        res.type(path.extname(file));
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        return res.sendFile(file + ext);
      }
    }
    next();
  });
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/api\/).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
