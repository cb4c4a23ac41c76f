import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a probe ended: ready (200), refused (not ready, draining, or nothing listening), or no answer in time. */
type Probe = 'ready' | 'refused' | 'timeout';

/**
 * A small round-robin load balancer on loopback, like the one in front of N instances in production. It polls
 * each backend's GET /api/ready and sends each request to the next backend in rotation that is up:
 * - a backend that answers "not ready" (migrating, draining) or refuses the connection is out at once: it says
 *   so itself;
 * - a probe that gets no answer in time counts as a failure only after `fallAfter` in a row, as health checks of
 *   real balancers do (HAProxy's `fall`, an ALB's unhealthy threshold): a busy instance on a loaded machine
 *   answers late, which is no reason to stop sending it work;
 * - a refused connection (the backend has just stopped) is retried on the next backend: nothing was sent, so
 *   that is safe. Anything else (a reset mid-request) is a 502, never retried: the write may have happened.
 */
export async function startProxy(
  backends: () => string[],
  options: { pollMs?: number; probeTimeoutMs?: number; fallAfter?: number } = {},
) {
  const { pollMs = 100, probeTimeoutMs = 1_000, fallAfter = 3 } = options;
  const up = new Set<string>();
  const lateInARow = new Map<string, number>();
  const stats = { probes: 0, late: 0, slowestMs: 0 };
  let next = 0;
  let polling = true;

  const probe = async (base: string): Promise<Probe> => {
    const started = Date.now();
    const outcome = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(probeTimeoutMs) }).then(
      (r): Probe => (r.ok ? 'ready' : 'refused'),
      (err: Error): Probe => (err.name === 'TimeoutError' ? 'timeout' : 'refused'),
    );
    stats.probes += 1;
    stats.slowestMs = Math.max(stats.slowestMs, Date.now() - started);
    return outcome;
  };
  const poll = async () => {
    while (polling) {
      const current = backends();
      for (const base of up) if (!current.includes(base)) up.delete(base);
      await Promise.all(
        current.map(async (base) => {
          const outcome = await probe(base);
          if (outcome === 'timeout') {
            stats.late += 1;
            const late = (lateInARow.get(base) ?? 0) + 1;
            lateInARow.set(base, late);
            if (late >= fallAfter) up.delete(base);
            return;
          }
          lateInARow.set(base, 0);
          if (outcome === 'ready') up.add(base);
          else up.delete(base);
        }),
      );
      await new Promise((r) => setTimeout(r, pollMs));
    }
  };
  const polled = poll();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const candidates = [...up];
      const first = next++;
      const attempt = (tries: number) => {
        if (candidates.length === 0 || tries >= candidates.length) {
          res.writeHead(503, { 'content-type': 'application/json' });
          res.end('{"error":{"code":"SERVICE_UNAVAILABLE","message":"no instance ready"}}');
          return;
        }
        const base = new URL(candidates[(first + tries) % candidates.length]!);
        const upstream = http.request(
          {
            host: base.hostname,
            port: base.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
            agent: false,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': base.port });
            answer.pipe(res);
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
    readyCount: () => up.size,
    /** Probes made, how many got no answer in time, and the slowest answer. */
    stats: () => ({ ...stats }),
    async close() {
      polling = false;
      await polled;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
