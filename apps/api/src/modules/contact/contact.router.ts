import { Router } from 'express';
import { contactEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { createRateLimit } from '../../http/rate-limit';
import { sendContactMessage } from './contact.service';

export function createContactRouter(deps: AppDeps): Router {
  const router = Router();
  mount(
    router,
    contactEndpoints.send,
    async ({ body }) => {
      await sendContactMessage(deps, body);
      return { ok: true as const };
    },
    createRateLimit(deps, 'contact'),
  );
  return router;
}
