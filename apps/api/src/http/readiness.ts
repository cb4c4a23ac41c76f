import type { RequestHandler } from 'express';
import { type ReadinessState, SYSTEM_TEXTS } from '@shortlist/contracts';
import type { Readiness } from '../deps';

export function createReadiness(initial: ReadinessState = 'ready'): Readiness {
  let state = initial;
  return {
    get state() {
      return state;
    },
    set(next) {
      state = next;
    },
  };
}

/** Paths that answer in every state: the probes and the metrics. */
const ALWAYS_SERVED = new Set(['/api/health', '/api/ready', '/api/metrics']);

/**
 * Before the database is migrated nothing else can work: API requests get a clear 503 instead of a failed query.
 * A draining instance still serves (in-flight requests and the few a balancer sends before it notices).
 */
export function readinessGate(readiness: Readiness): RequestHandler {
  return (req, res, next) => {
    const starting = readiness.state === 'starting' || readiness.state === 'migrating';
    if (!starting || !req.path.startsWith('/api/') || ALWAYS_SERVED.has(req.path)) return next();
    res.setHeader('Retry-After', '5');
    res.status(503).json({ error: { code: 'SERVICE_UNAVAILABLE', message: SYSTEM_TEXTS.starting } });
  };
}
