import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { allEndpoints, buildOpenApiDocument, systemEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import { mount } from '../../http/endpoint';
import { listDevMail } from './system.repository';

/** Routes that document the API rather than being part of it. */
export const DOCUMENTATION_ROUTES = ['/api/openapi.json', '/api/docs'];

export function createSystemRouter(deps: AppDeps): Router {
  const router = Router();
  const openApi = buildOpenApiDocument(allEndpoints, { title: 'Shortlist API', version: '1.0.0' });

  mount(router, systemEndpoints.health, async ({ res }) => {
    try {
      await deps.database.ping();
      return { status: 'ok' as const, database: 'reachable' as const };
    } catch {
      res.status(503);
      return { status: 'unavailable' as const, database: 'unreachable' as const };
    }
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
    res.json(openApi);
  });
  router.use('/api/docs', swaggerUi.serve, swaggerUi.setup(openApi, { customSiteTitle: 'Shortlist API' }));
  return router;
}
