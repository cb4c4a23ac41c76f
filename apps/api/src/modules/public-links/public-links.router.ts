import { Router } from 'express';
import { publicLinksEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { createRateLimit } from '../../http/rate-limit';
import {
  copyPublicLink,
  createPublicLink,
  getPublicLink,
  revokePublicLink,
  viewPublicLink,
} from './public-links.service';

export function createPublicLinksRouter(deps: AppDeps): Router {
  const router = Router();
  // one per-IP budget for everything a token opens: guessing tokens costs the same as reading pages
  const perIp = createRateLimit(deps, 'publicLink');
  mount(router, publicLinksEndpoints.get, async ({ user, params }) => ({
    link: await getPublicLink(deps, user, params.id),
  }));
  mount(router, publicLinksEndpoints.create, ({ user, params, body }) =>
    createPublicLink(deps, user, params.id, body),
  );
  mount(router, publicLinksEndpoints.revoke, ({ user, params }) =>
    revokePublicLink(deps, user, params.id).then(() => undefined as never),
  );
  mount(
    router,
    publicLinksEndpoints.view,
    ({ res, params }) => {
      // a shared list is for the people it was sent to, not for search engines
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      res.setHeader('Referrer-Policy', 'no-referrer');
      return viewPublicLink(deps, params.token);
    },
    perIp,
  );
  mount(
    router,
    publicLinksEndpoints.copy,
    ({ user, params, body }) => copyPublicLink(deps, user, params.token, body),
    perIp,
  );
  return router;
}
