import { contactEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { createRateLimit } from '../../http/rate-limit';
import { sendContactMessage } from './contact.service';

export function mountContactRoutes(router: Routes, deps: AppDeps): void {
  mount(
    router,
    contactEndpoints.send,
    async ({ body }) => {
      await sendContactMessage(deps, body);
      return { ok: true as const };
    },
    createRateLimit(deps, 'contact'),
  );
}
