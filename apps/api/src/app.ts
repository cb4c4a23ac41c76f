import { randomUUID } from 'node:crypto';
import cookieParser from 'cookie-parser';
import express, { type Express, type Request, type Response } from 'express';
import helmet from 'helmet';
import { pinoHttp, stdSerializers } from 'pino-http';
import type { AppDeps } from './deps';
import { apiNotFound, errorHandler } from './http/error-handler';
import { createMetrics } from './http/metrics';
import { readinessGate } from './http/readiness';
import { serveWeb } from './http/serve-web';
import { LIVE_STREAM } from './config/tunables';
import { createLiveHub } from './live/hub';
import { featureRouters } from './modules';
import { API_DOCS_PATH } from './modules/system/api-docs';

/** The origin presigned photo URLs point at when it is not this app (the S3 endpoint browsers use). */
function mediaOrigins(deps: AppDeps): string[] {
  const storage = deps.config.storage;
  if (storage.driver !== 's3') return [];
  const endpoint = storage.s3.publicEndpoint ?? storage.s3.endpoint;
  return endpoint ? [new URL(endpoint).origin] : [];
}

const PROBE_PATHS = new Set(['/api/health', '/api/ready', '/api/metrics']);

/** Builds the HTTP app from its dependencies: middleware, feature routers, the SPA, the error handler. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.locals.deps = deps;
  app.set('trust proxy', deps.config.trustProxy);
  app.set('etag', 'weak');
  app.disable('x-powered-by');
  const metrics = (deps.metrics ??= createMetrics({ pool: deps.database.pool }));
  app.use(metrics.middleware);
  // listens (LISTEN/NOTIFY) only once a stream opens, so an app without streams holds no connection for it
  deps.live ??= createLiveHub(deps.database, deps.logger, { ...LIVE_STREAM, ...deps.liveTimings });

  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      // A line per request names the request, not its headers or body: no credentials (tokens, cookies,
      // passwords) can reach the logs, and nothing needs redacting. pino-http binds `req` to a child logger on
      // every request, which serializes it there and then, even when nothing is logged: the standard
      // serializers (every header, then redaction) were about a tenth of a light read's CPU.
      wrapSerializers: false,
      serializers: {
        req: (req: Request) => ({
          id: req.id,
          method: req.method,
          // the live stream's ticket is a credential for a minute: the line keeps that there was one
          url: (req.originalUrl ?? req.url).replace(/([?&]ticket=)[^&]*/, '$1[redacted]'),
          remoteAddress: req.socket?.remoteAddress,
        }),
        res: (res: Response) => ({ statusCode: res.statusCode }),
        err: stdSerializers.err,
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      // the probes run every few seconds: their lines would drown the rest
      autoLogging: { ignore: (req) => PROBE_PATHS.has(req.url ?? '') },
    }),
  );
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // presigned photo URLs point at the S3 endpoint, which can be plain http in a local stack (MinIO)
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...mediaOrigins(deps)],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // API answers are data, never a document to render: the headers that matter for them (OWASP's REST
  // security sheet: nothing may load or frame them, no sniffing, HTTPS only, not readable cross-origin), not
  // a page's dozen. Half the headers of every answer, for the server to write and the client to read.
  const dataHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.use((req, res, next) =>
    (req.path.startsWith('/api/') && req.path !== API_DOCS_PATH ? dataHeaders : pageHeaders)(req, res, next),
  );
  app.use('/api', (_req, res, next) => {
    // API answers are per user: browsers may keep them but must revalidate (ETag -> 304).
    res.setHeader('Cache-Control', 'private, no-cache');
    next();
  });
  if (deps.readiness) app.use(readinessGate(deps.readiness));
  for (const createRouter of featureRouters.beforeJson) app.use(createRouter(deps));
  app.use(express.json({ limit: '1mb' }));
  app.use(cookieParser());
  for (const createRouter of featureRouters.main) app.use(createRouter(deps));
  app.use('/api', apiNotFound);
  serveWeb(app, deps);
  app.use(errorHandler);
  return app;
}
