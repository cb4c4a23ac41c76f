import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const fixture = (name: string): Buffer => readFileSync(path.join(fixturesDir, name));

/** 1x1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A page in ISO-8859-1 (built here: an editor or formatter would re-encode a saved file as UTF-8). */
const LATIN1_PAGE = Buffer.from(
  '<!doctype html><html><head><title>Caf\u00e9 cr\u00e8me</title></head><body>x</body></html>',
  'latin1',
);

/** A product page whose price the test sets, for the refresh worker. */
export function pricedPage(name: string, price: string, currency = 'USD'): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    offers: { '@type': 'Offer', price, priceCurrency: currency },
  };
  return `<!doctype html><html><head><title>${name}</title><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;
}

export interface FixtureServer {
  origin: string;
  url(pathname: string): string;
  /** Paths requested, in order. */
  requests: string[];
  /** Price shown by /priced/:key; absent keys answer 500. */
  prices: Map<string, string>;
  close(): Promise<void>;
}

function streamBytes(res: http.ServerResponse, total: number, chunk: Buffer): void {
  let sent = 0;
  const write = (): void => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', write);
        return;
      }
    }
    if (!res.destroyed) res.end();
  };
  write();
}

/** Saved product pages and misbehaving endpoints, served on 127.0.0.1 only. */
export async function startFixtureServer(): Promise<FixtureServer> {
  const requests: string[] = [];
  const prices = new Map<string, string>();
  const sockets = new Set<Socket>();
  const html = (res: http.ServerResponse, body: Buffer | string, type = 'text/html; charset=utf-8') => {
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  };
  const redirect = (res: http.ServerResponse, location: string) => {
    res.writeHead(302, { location });
    res.end();
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname);
    const [, first, second] = url.pathname.split('/');
    switch (first) {
      case 'pages':
        if (second === 'latin1.html') return html(res, LATIN1_PAGE, 'text/html; charset=iso-8859-1');
        return html(res, fixture(second ?? ''));
      case 'chain': {
        const left = Number(second);
        return left > 0 ? redirect(res, `/chain/${left - 1}`) : html(res, fixture('jsonld.html'));
      }
      case 'to-private':
        return redirect(res, 'http://10.0.0.1/admin');
      case 'to-metadata':
        return redirect(res, 'http://169.254.169.254/latest/meta-data/');
      case 'to-file':
        return redirect(res, 'file:///etc/passwd');
      case 'no-location':
        res.writeHead(302);
        return res.end();
      case 'huge':
        res.writeHead(200, { 'content-type': 'text/html' });
        return streamBytes(res, 3 * 1024 * 1024, Buffer.alloc(64 * 1024, 'a'));
      case 'huge-declared':
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
        return streamBytes(res, 3 * 1024 * 1024, Buffer.alloc(64 * 1024, 'a'));
      case 'gzip':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end(zlib.gzipSync(fixture('jsonld.html')));
      case 'gzip-bomb':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end(zlib.gzipSync(Buffer.alloc(3 * 1024 * 1024, ' ')));
      case 'json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"name":"not a page"}');
      case 'no-type':
        res.writeHead(200);
        return res.end('<title>x</title>');
      case 'slow':
        return; // never answers
      case 'image.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(PNG_BYTES);
      case 'image-huge':
        res.writeHead(200, { 'content-type': 'image/png' });
        return streamBytes(res, 11 * 1024 * 1024, Buffer.alloc(256 * 1024, 1));
      case 'image.svg':
        res.writeHead(200, { 'content-type': 'image/svg+xml' });
        return res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
      case 'priced': {
        const price = prices.get(second ?? '');
        if (price === undefined) {
          res.writeHead(500, { 'content-type': 'text/plain' });
          return res.end('down');
        }
        return html(res, pricedPage(`Product ${second}`, price));
      }
      default:
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<title>Not found</title>');
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (pathname) => `${origin}${pathname}`,
    requests,
    prices,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
