import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** API answers are per user: browsers may keep them but must revalidate (ETag -> 304). */
export const API_CACHE_CONTROL = 'private, no-cache';

/**
 * Paths the API's Cache-Control is set on: what `app.use('/api', ...)` matched before (Express's prefix match:
 * `/api` itself or followed by `/`, in any case).
 */
const API_PREFIX = /^\/api(?:\/|$)/i;

/** The page policy: the SPA, the API reference and anything else that is a document. */
export function pageHeaders(mediaOrigins: readonly string[]): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        // presigned photo URLs point at the S3 endpoint, which can be plain http in a local stack (MinIO)
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...mediaOrigins],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * API answers are data, never a document to render: the headers that matter for them (OWASP's REST security
 * sheet: nothing may load or frame them, no sniffing, HTTPS only, not readable cross-origin), not a page's
 * dozen. Half the headers of every answer, for the server to write and the client to read. Cross-Origin-Opener-
 * Policy is the pages' own (helmet's default, same-origin): an answer opened as a document in a window shares its
 * browsing context with no other site's, as a page does.
 */
export const dataHeaders = (): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });

/** One header write: set a header to a value, or remove it (`[name]`). */
export type HeaderWrite = readonly [name: string, value: string] | readonly [name: string];

/**
 * The header writes a middleware that only writes headers, always the same ones (helmet with fixed options),
 * makes, recorded by running it once on a stand-in answer. Anything else it does (reading the request, touching
 * the answer otherwise, not going on at once, failing) throws here, at start-up.
 */
export function recordHeaderWrites(middleware: RequestHandler): HeaderWrite[] {
  const writes: HeaderWrite[] = [];
  const refuse = (what: string) => () => {
    throw new Error(`recordHeaderWrites: the middleware uses ${what}`);
  };
  const req = new Proxy({}, { get: (_t, key) => refuse(`req.${String(key)}`)() });
  const stand: Record<string, unknown> = {
    setHeader: (name: string, value: unknown) => {
      if (typeof value !== 'string') throw new Error(`recordHeaderWrites: ${name} is not text`);
      writes.push([name, value]);
    },
    removeHeader: (name: string) => writes.push([name]),
  };
  const res = new Proxy(stand, {
    get: (target, key) => (key in target ? target[key as string] : refuse(`res.${String(key)}`)()),
  });
  let went = false;
  middleware(req as never, res as never, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    went = true;
  });
  if (!went) throw new Error('recordHeaderWrites: the middleware did not go on at once');
  return writes;
}

/** Replays recorded header writes on an answer. */
export function writeHeaders(res: ServerResponse, writes: readonly HeaderWrite[]): void {
  for (const write of writes) {
    if (write.length === 2) res.setHeader(write[0], write[1]);
    else res.removeHeader(write[0]);
  }
}

/**
 * The security headers of every answer, and the API's Cache-Control, in one middleware. API answers get the data
 * policy (helmet's writes recorded once at start-up, `recordHeaderWrites`) and Cache-Control as one list, the same
 * headers in the same order as helmet's chain of seven middleware and a layer mounted on `/api` wrote them before
 * (a light read's CPU); pages run helmet's page policy as before.
 */
export function securityHeaders(options: {
  /** Origins presigned photo URLs point at (the page policy's img-src). */
  mediaOrigins: readonly string[];
  /** Pages served under /api/ (the API reference), which get the page policy. */
  pagesUnderApi: readonly string[];
}): RequestHandler {
  const page = pageHeaders(options.mediaOrigins);
  const pagesUnderApi = new Set(options.pagesUnderApi);
  const api: HeaderWrite[] = [...recordHeaderWrites(dataHeaders()), ['Cache-Control', API_CACHE_CONTROL]];
  return (req, res, next) => {
    const path = req.path;
    if (path.startsWith('/api/') && !pagesUnderApi.has(path)) {
      writeHeaders(res, api);
      next();
      return;
    }
    page(req, res, (err?: unknown) => {
      if (err) {
        next(err);
        return;
      }
      if (API_PREFIX.test(path)) res.setHeader('Cache-Control', API_CACHE_CONTROL);
      next();
    });
  };
}
