import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import {
  AUTH_ERRORS,
  allEndpoints,
  buildOpenApiDocument,
  RETRY_AFTER_SECONDS,
  systemEndpoints,
} from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { errors } from '../../http/app-error';
import { mount } from '../../http/endpoint';
import { API_DOCS_PATH, mountApiDocs } from './api-docs';
import { listDevMail } from './system.repository';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request presents the metrics token (compared in constant time). */
function presentsToken(req: Request, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/** Routes that document the API rather than being part of it. */
export const DOCUMENTATION_ROUTES = ['/api/openapi.json', API_DOCS_PATH];

/** The OpenAPI document, built at its first request: the endpoints never change while the process runs. */
let openApiDocument: object | undefined;
const openApi = () =>
  (openApiDocument ??= buildOpenApiDocument(allEndpoints, { title: 'Shortlist API', version: '1.0.0' }));

export function mountSystemRoutes(router: Routes, deps: AppDeps): void {
  mount(router, systemEndpoints.health, async ({ res }) => {
    try {
      await deps.database.ping();
      return { status: 'ok' as const, database: 'reachable' as const };
    } catch {
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      return { status: 'unavailable' as const, database: 'unreachable' as const };
    }
  });

  mount(router, systemEndpoints.ready, async ({ res }) => {
    const state = deps.readiness?.state ?? 'ready';
    const database = await deps.database.ping().then(
      () => 'reachable' as const,
      () => 'unreachable' as const,
    );
    const ready = state === 'ready' && database === 'reachable';
    if (!ready) res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    return { status: ready ? ('ready' as const) : ('not_ready' as const), state, database };
  });

  // off (404, as if it did not exist) unless METRICS_TOKEN is set; then only for that bearer token
  mount(router, systemEndpoints.metrics, async ({ req, res }) => {
    const token = deps.config.metricsToken;
    const metrics = deps.metrics;
    if (!token || !metrics) throw errors.notFound();
    if (!presentsToken(req, token)) throw errors.unauthenticated(AUTH_ERRORS.notAuthenticated);
    const text = await metrics.registry.metrics();
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.send(text);
    // answered above: mount() sends nothing once the headers are out
    return undefined as never;
  });

  mount(router, systemEndpoints.devMailbox, async () => {
    if (deps.config.env === 'production' || deps.mailer.kind !== 'dev-outbox') throw errors.notFound();
    const rows = await listDevMail(deps.database.db, 100);
    return {
      messages: rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  });

  router.get('/api/openapi.json', (_req, res) => {
    res.json(openApi());
  });
  mountApiDocs(router, openApi);
}
