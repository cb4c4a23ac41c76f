import express, { type Express } from 'express';
import type { AppDeps } from './deps';
import { apiNotFound, errorHandler } from './http/error-handler';
import { createMetrics } from './http/metrics';
import { readinessGate } from './http/readiness';
import { requestLog } from './http/request-log';
import { createRouteTable } from './http/route-table';
import { securityHeaders } from './http/security-headers';
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
  app.set('trust proxy', deps.config.trustProxy);
  app.set('etag', 'weak');
  app.disable('x-powered-by');
  const metrics = (deps.metrics ??= createMetrics({ pool: deps.database.pool }));
  // listens (LISTEN/NOTIFY) only once a stream opens, so an app without streams holds no connection for it
  deps.live ??= createLiveHub(
    deps.database,
    deps.logger,
    { ...LIVE_STREAM, ...deps.liveTimings },
    { clock: deps.clock, maxStreams: deps.config.liveStreamsMax },
  );

  const table = createRouteTable(deps);
  for (const mountRoutes of featureRouters.main) mountRoutes(table.routes, deps);
  // GET and HEAD bodies mean nothing (RFC 9110): never read them, and the routers that read a raw body (the
  // Stripe webhook: POST) have nothing for them
  const bodyStage = express.Router();
  for (const createRouter of featureRouters.beforeJson) bodyStage.use(createRouter(deps));
  bodyStage.use(express.json({ limit: '1mb' }));

  app.use(
    metrics.middleware,
    requestLog(deps.logger),
    securityHeaders({ mediaOrigins: mediaOrigins(deps), pagesUnderApi: [API_DOCS_PATH] }),
  );
  if (deps.readiness) app.use(readinessGate(deps.readiness));
  app.use((req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? next() : bodyStage(req, res, next),
  );
  app.use(table.router);
  app.use('/api', apiNotFound);
  serveWeb(app, deps);
  app.use(errorHandler(deps.logger));
  return app;
}
