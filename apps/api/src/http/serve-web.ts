import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Express, type Response } from 'express';
import { APP_ROUTES, HTTP_ERRORS, isWebRoute } from '@shortlist/contracts';
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
  'Disallow: /capture',
  '',
].join('\n');

/** Where the built SPA is. */
function webDist(deps: AppDeps): string {
  return deps.config.webDistDir ?? path.resolve(apiRoot, '../web/dist');
}

/** What a server-rendered page puts in the SPA's <head>: its title, Open Graph card and robots rule. */
export interface PageHead {
  title: string;
  description?: string;
  /** Absolute: chat apps fetch the card's image from elsewhere. */
  imageUrl?: string;
  /** The page's own absolute address (og:url). */
  url?: string;
  /** Keep the page out of search engines (also sent as X-Robots-Tag). */
  noindex?: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** index.html with the page's <title> and meta tags in its head (the SPA takes over once loaded). */
export function renderPageHead(index: string, head: PageHead): string {
  const meta = [
    ['og:title', head.title],
    ['og:type', 'website'],
    ...(head.description ? [['og:description', head.description]] : []),
    ...(head.url ? [['og:url', head.url]] : []),
    ...(head.imageUrl ? [['og:image', head.imageUrl]] : []),
  ].map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`);
  meta.push(`<meta name="twitter:card" content="${head.imageUrl ? 'summary_large_image' : 'summary'}" />`);
  if (head.description) meta.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.noindex) meta.push('<meta name="robots" content="noindex, nofollow" />');
  const title = `<title>${escapeHtml(head.title)}</title>`;
  // the built index has one <title> and one generic description: both give way to the page's own
  const base = index.replace(/<meta\s+name="description"[^>]*>/i, '').replace(/<title>[^<]*<\/title>/i, '');
  return base.replace(/<\/head>/i, `    ${title}\n    ${meta.join('\n    ')}\n  </head>`);
}

/**
 * Answers a page of the SPA with its own head (a public link's title and card) and status; without a build
 * (API-only runs, tests) the head alone, so the status and meta still say the same.
 */
export function sendPage(deps: AppDeps, res: Response, status: number, head: PageHead): void {
  const index = path.join(webDist(deps), 'index.html');
  const html = existsSync(index)
    ? readFileSync(index, 'utf8')
    : '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
  if (head.noindex) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Cache-Control', 'no-cache');
  res.status(status).type('html').send(renderPageHead(html, head));
}

/**
 * The pages most often opened cold, with the route module router.tsx lazy-loads for each (as Vite's manifest
 * names it). react-router asks for a route's module only once the entry has run, a round trip after the entry
 * itself; named in the page's head as modulepreload links, the route's chunks download beside the entry
 * (Lighthouse: one network round trip less before the first paint on a phone).
 */
const FIRST_LOAD_ROUTES: ReadonlyArray<readonly [pattern: string, module: string]> = [
  [APP_ROUTES.home, 'src/app/routes/landing.tsx'],
  [APP_ROUTES.auth, 'src/app/routes/auth.tsx'],
  [APP_ROUTES.app, 'src/app/routes/app/my-folders.tsx'],
  [APP_ROUTES.folder, 'src/app/routes/app/folder.tsx'],
  [APP_ROUTES.item, 'src/app/routes/app/item.tsx'],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * index.html for a path: with modulepreload links for its route's chunks when it is one of FIRST_LOAD_ROUTES
 * (those the entry does not already load), the plain index otherwise or when the build has no manifest.
 */
export function indexForPath(index: string, manifestJson: string | null): (pathname: string) => string {
  if (!manifestJson) return () => index;
  const manifest = JSON.parse(manifestJson) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loadedByEntry = entryKey ? closure(entryKey) : new Set<string>();
  const pages = FIRST_LOAD_ROUTES.filter(([, module]) => manifest[module]).map(([pattern, module]) => {
    const keys = [...closure(module)].filter((key) => !loadedByEntry.has(key));
    const links = [
      ...keys.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`),
      ...[...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].map(
        (css) => `<link rel="stylesheet" crossorigin href="/${css}">`,
      ),
    ];
    return {
      matcher: new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+').replace(/\/$/, '')}/?$`),
      html: index.replace(/<\/head>/i, `  ${links.join('\n    ')}\n  </head>`),
    };
  });
  return (pathname) => pages.find((page) => page.matcher.test(pathname))?.html ?? index;
}

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
  const dist = webDist(deps);
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
  // the service worker and the manifest are checked at every visit: a new build reaches the installed app
  app.get(['/sw.js', '/manifest.webmanifest'], (req, res, next) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (req.path.endsWith('.webmanifest')) res.type('application/manifest+json');
    res.sendFile(req.path.slice(1), { root: dist }, (err) => err && next(err));
  });
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  const manifest = path.join(dist, '.vite', 'manifest.json');
  const pageHtml = indexForPath(
    readFileSync(index, 'utf8'),
    existsSync(manifest) ? readFileSync(manifest, 'utf8') : null,
  );
  // each page's HTML compressed once, at the best level (a few variants of a few KB): Lighthouse flagged the
  // page itself as sent uncompressed once the route hints made it 3 KB
  const compressed = new Map<string, { br: Buffer; gzip: Buffer }>();
  const encoded = (html: string) => {
    let twins = compressed.get(html);
    if (!twins) {
      twins = {
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      compressed.set(html, twins);
    }
    return twins;
  };
  app.get(/^(?!\/api\/).*/, (req, res) => {
    const html = pageHtml(req.path);
    res.setHeader('Cache-Control', 'no-cache');
    res.status(isWebRoute(req.path) ? 200 : 404).type('html');
    res.vary('Accept-Encoding');
    // brotli whenever it is accepted at all, whatever order the header lists the encodings in
    const encoding = (['br', 'gzip'] as const).find((e) => req.acceptsEncodings(e));
    if (!encoding) return void res.send(html);
    res.setHeader('Content-Encoding', encoding);
    res.send(encoded(html)[encoding]);
  });
  app.use(staticFileErrors);
}
