import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The request's id: a sane incoming `x-request-id`, or a new UUID; answered as `x-request-id`. */
      id: string;
    }
  }
}

/** The probes run every few seconds: their lines would drown the rest. */
const QUIET_PATHS = new Set(['/api/health', '/api/ready', '/api/metrics']);
const SANE_REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * What a log line says of a request: its id, method, URL and peer, never its headers or body, so no credential
 * (token, cookie, password) can reach the logs and nothing needs redacting. The live stream's ticket is a
 * credential for a minute: the line keeps only that there was one.
 */
export function requestFields(req: IncomingMessage & { id?: string; originalUrl?: string }) {
  return {
    id: req.id,
    method: req.method,
    url: (req.originalUrl ?? req.url ?? '').replace(/([?&]ticket=)[^&]*/, '$1[redacted]'),
    remoteAddress: req.socket?.remoteAddress,
  };
}

/**
 * One line per answered request (info; warn for 4xx, error for 5xx; "request aborted" when the client left
 * first), written when the answer is done. It replaces pino-http: that built a child logger with the
 * request serialized on every request, logged or not, about 3% of a light read's CPU; here the work happens
 * only for a line that is written.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('x-request-id', id);
    if (!QUIET_PATHS.has(req.url)) {
      const started = performance.now();
      // an answer closes once (Node guards its 'close'): `on` spares once()'s wrapper and its removal
      res.on('close', () => logAnswer(logger, req, res, performance.now() - started));
    }
    next();
  };
}

function logAnswer(logger: Logger, req: IncomingMessage, res: ServerResponse, elapsedMs: number) {
  const status = res.statusCode;
  const level = !res.writableFinished ? 'warn' : status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  logger[level](
    { req: requestFields(req), res: { statusCode: status }, responseTime: Math.round(elapsedMs) },
    res.writableFinished ? 'request completed' : 'request aborted',
  );
}
