import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small round-robin load balancer on loopback, like the one in front of N instances in production: it sends
 * each request to the next backend whose GET /api/ready answered 200 at the last poll, and when a backend
 * refuses the connection (it has just stopped) it tries the next one: nothing was sent, so that is safe.
 */
export async function startProxy(backends: () => string[], pollMs = 100) {
  const ready = new Set<string>();
  let next = 0;
  let polling = true;
  const poll = async () => {
    while (polling) {
      await Promise.all(
        backends().map(async (base) => {
          const ok = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(1000) }).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) ready.add(base);
          else ready.delete(base);
        }),
      );
      await new Promise((r) => setTimeout(r, pollMs));
    }
  };
  void poll();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const candidates = [...ready];
      const attempt = (tries: number) => {
        if (candidates.length === 0 || tries >= candidates.length) {
          res.writeHead(503, { 'content-type': 'application/json' });
          res.end('{"error":{"code":"SERVICE_UNAVAILABLE","message":"no instance ready"}}');
          return;
        }
        const base = new URL(candidates[(next++ + tries) % candidates.length]!);
        const upstream = http.request(
          {
            host: base.hostname,
            port: base.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'x-forwarded-for': '127.0.0.1' },
            agent: false,
          },
          (up) => {
            res.writeHead(up.statusCode ?? 502, { ...up.headers, 'x-backend': base.port });
            up.pipe(res);
          },
        );
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED' && !res.headersSent) return attempt(tries + 1);
          if (!res.headersSent) res.writeHead(502);
          res.end();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    readyCount: () => ready.size,
    async close() {
      polling = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
