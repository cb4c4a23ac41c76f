import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { HTTP_ERRORS, isWebRoute } from '@shortlist/contracts';
import type { AppDeps } from '../deps';
import { apiRoot } from '../db/paths';

/** Crawlers may read the public pages; the signed-in app, the API and the dev pages are not for them. */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Disallow: /app/',
  'Disallow: /api/',
  'Disallow: /dev/',
  'Disallow: /checkout/',
  'Disallow: /billing/',
  '',
].join('\n');

/**
 * A static file that cannot be sent (a path the sender refuses, a file gone between the check and the read) is
 * a 404 for the client, never a 500. Only errors `send` raised carry an http status; the rest pass on.
 */
const staticFileErrors: ErrorRequestHandler = (err, req, res, next) => {
  const status =
    (err as { status?: unknown; statusCode?: unknown }).status ??
    (err as { statusCode?: unknown }).statusCode;
  if (
    req.path.startsWith('/api/') ||
    typeof status !== 'number' ||
    status < 400 ||
    status >= 500 ||
    res.headersSent
  )
    return next(err);
  res.status(404).type('text/plain').send(HTTP_ERRORS.notFound);
};

/**
 * Serves the built SPA: fingerprinted assets with long cache headers (and their pre-compressed .br/.gz twins
 * when the browser accepts them), index.html for every page of the web router (WEB_ROUTE_PATTERNS), and the same
 * index.html with status 404 for any other path, so the app shows its not-found page and the status says so.
 * Files are always sent relative to a `root`: `send` refuses an absolute path with a dot segment, and the app may
 * live under one (`~/.local/src/shortlist`).
 */
export function serveWeb(app: Express, deps: AppDeps): void {
  const dist = deps.config.webDistDir ?? path.resolve(apiRoot, '../web/dist');
  const index = path.join(dist, 'index.html');
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(ROBOTS_TXT);
  });
  if (!existsSync(index)) {
    deps.logger.warn({ dist }, 'web build not found: only the API is served (run `pnpm build`)');
    return;
  }
  const assets = path.join(dist, 'assets');
  app.use('/assets', (req, res, next) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const file = path.join(assets, path.normalize(req.path));
    if (!file.startsWith(assets + path.sep)) return next();
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (accepts.includes(encoding) && existsSync(file + ext)) {
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        res.type(path.extname(file));
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        return res.sendFile(path.relative(assets, file + ext), { root: assets }, (err) => err && next(err));
      }
    }
    next();
  });
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/api\/).*/, (req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.status(isWebRoute(req.path) ? 200 : 404);
    res.sendFile('index.html', { root: dist }, (err) => err && next(err));
  });
  app.use(staticFileErrors);
}
