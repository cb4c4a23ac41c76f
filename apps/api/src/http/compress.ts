import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/*
 * Negotiated compression of the API's JSON answers. The SPA's static files are
 * compressed at build time (apps/web/compress.plugin.ts); the answers are per user and built per request, so they
 * are compressed here, at a fast level: brotli quality 1 where the client accepts it (faster than gzip level 1 and
 * smaller on these answers), gzip level 1 otherwise. Clients that send no Accept-Encoding (the bench's autocannon,
 * curl) get the text as before.
 */

/** Answers shorter than this go as they are: the saving would be a few hundred bytes against the work. */
export const COMPRESS_MIN_BYTES = 1024;
/** From this size the compression runs on libuv's thread pool rather than holding the event loop. */
const THREAD_POOL_FROM_BYTES = 64 * 1024;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with from an Accept-Encoding header (q-values honoured; br preferred), or none. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

const brotliOptions = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const gzipOptions = { level: 1 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length < THREAD_POOL_FROM_BYTES)
    return encoding === 'br'
      ? brotliCompressSync(body, brotliOptions(body.length))
      : gzipSync(body, gzipOptions);
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body, gzipOptions);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a JSON text with `status`, compressed when it is long enough and the client accepts an encoding. The text
 * may come as bytes in parts (JsonText): they are written one after another, never joined, unless
 * compressed.
 */
export async function sendJson(
  req: Request,
  res: Response,
  status: number,
  text: string | readonly Buffer[],
): Promise<void> {
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_TYPE);
  let body: string | Buffer | readonly Buffer[] = text;
  const size = typeof text === 'string' ? text.length : text.reduce((n, part) => n + part.length, 0);
  if (size >= COMPRESS_MIN_BYTES && !res.getHeader('Content-Encoding')) {
    res.vary('Accept-Encoding');
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (encoding) {
      body = await compress(typeof text === 'string' ? Buffer.from(text) : Buffer.concat(text), encoding);
      res.setHeader('Content-Encoding', encoding);
    }
  }
  if (!res.getHeader('ETag')) {
    // Express gives the answer a weak ETag from its bytes and answers 304 when the client's matches
    res.send(Array.isArray(body) ? Buffer.concat(body) : body);
    return;
  }
  // the ETag was decided from the answer's revision, and a matching If-None-Match was answered 304 before the
  // answer was built (http/revision.ts): what is left of res.send is the length (a hot read's CPU)
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    res.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  // the parts go out in one write of the socket (the response corks it until the next tick)
  res.setHeader('Content-Length', size);
  if (req.method !== 'HEAD') for (const part of body) res.write(part);
  res.end();
}
