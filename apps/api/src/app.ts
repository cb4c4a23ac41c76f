import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AppDeps } from './deps';
import { apiNotFound, errorHandler } from './http/error-handler';
import { createMetrics } from './http/metrics';
import { readinessGate } from './http/readiness';
import { requestLog } from './http/request-log';
import { createRouteTable } from './http/route-table';
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

  app.use(requestLog(deps.logger));
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
  // GET and HEAD bodies mean nothing (RFC 9110): never read them
  const json = express.json({ limit: '1mb' });
  app.use((req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? next() : json(req, res, next),
  );
  const table = createRouteTable();
  for (const mountRoutes of featureRouters.main) mountRoutes(table.routes, deps);
  app.use(table.dispatch);
  app.use('/api', apiNotFound);
  serveWeb(app, deps);
  app.use(errorHandler);
  return app;
}
