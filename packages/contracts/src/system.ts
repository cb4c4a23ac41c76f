import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['reachable', 'unreachable']),
});

/** What an instance is doing: only `ready` takes traffic (migrating at start-up, draining at shutdown). */
export const readinessStateSchema = z.enum(['starting', 'migrating', 'ready', 'draining']);
export type ReadinessState = z.infer<typeof readinessStateSchema>;

export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  state: readinessStateSchema,
  database: z.enum(['reachable', 'unreachable']),
});

export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof devMailSchema>;

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'get',
    path: '/api/health',
    summary: 'Liveness and database reachability (503 when the database is not reachable)',
    tag: 'system',
    auth: false,
    response: healthResponseSchema,
  }),
  ready: defineEndpoint({
    method: 'get',
    path: '/api/ready',
    summary:
      'Readiness for a load balancer: 200 when this instance takes traffic; 503 while it migrates the database, drains before shutdown, or cannot reach the database',
    tag: 'system',
    auth: false,
    response: readyResponseSchema,
  }),
  metrics: defineEndpoint({
    method: 'get',
    path: '/api/metrics',
    summary:
      'Prometheus metrics (text exposition format): requests and latency by route, job queues, database pool. Needs `Authorization: Bearer <METRICS_TOKEN>`; 404 when METRICS_TOKEN is not set',
    tag: 'system',
    auth: false,
    status: 200,
    responseContentType: 'text/plain; version=0.0.4',
  }),
  devMailbox: defineEndpoint({
    method: 'get',
    path: '/api/dev/mailbox',
    summary: 'Messages the dev outbox has sent (not available in production)',
    tag: 'system',
    auth: false,
    response: z.object({ messages: z.array(devMailSchema) }),
  }),
};
