import type { Request } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Metrics, QueueDepths } from '../deps';

export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** The route pattern a request matched (`/api/folders/:id`), or a bucket for what matched none. */
function routeOf(req: Request): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  return req.originalUrl.startsWith('/api/') ? 'unmatched /api' : 'web';
}

export function createMetrics(options: { pool?: PoolStats } = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'shortlist_' });

  const requests = new Counter({
    name: 'shortlist_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'shortlist_http_request_duration_seconds',
    help: 'Time from request to the last byte of the answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'shortlist_job_runs_total',
    help: 'Background job runs on this instance, by queue and outcome (completed, failed)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'shortlist_job_duration_seconds',
    help: 'Duration of background job runs on this instance, by queue',
    labelNames: ['queue'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  // each request's series, found by one string key: prom-client hashes a label object on every observe
  // (about 1% of a light read's CPU); the keys are bounded by the routes, methods and statuses
  const seriesByKey = new Map<
    string,
    { latency: ReturnType<typeof latency.labels>; requests: ReturnType<typeof requests.labels> }
  >();
  let readQueueDepths: QueueDepths | undefined;
  new Gauge({
    name: 'shortlist_job_queue_depth',
    help: 'Jobs waiting to run (created or waiting for a retry), by queue; the same for every instance',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      if (!readQueueDepths) return;
      this.reset();
      for (const [queue, depth] of Object.entries(await readQueueDepths())) this.set({ queue }, depth);
    },
  });
  const pool = options.pool;
  if (pool) {
    new Gauge({
      name: 'shortlist_db_pool_connections',
      help: 'PostgreSQL pool of this instance: open connections (total), idle ones, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  return {
    registry,
    middleware(req, res, next) {
      const started = performance.now();
      // an answer finishes once: `on` spares once()'s wrapper and its removal on every request
      res.on('finish', () => {
        const route = routeOf(req);
        const key = `${req.method} ${route} ${res.statusCode}`;
        let series = seriesByKey.get(key);
        if (!series) {
          series = {
            latency: latency.labels({ method: req.method, route }),
            requests: requests.labels({ method: req.method, route, status: String(res.statusCode) }),
          };
          seriesByKey.set(key, series);
        }
        series.latency.observe((performance.now() - started) / 1000);
        series.requests.inc();
      });
      next();
    },
    jobRan(queue, outcome, seconds) {
      jobRuns.inc({ queue, outcome });
      jobDuration.observe({ queue }, seconds);
    },
    setQueueDepths(read) {
      readQueueDepths = read;
    },
  };
}
