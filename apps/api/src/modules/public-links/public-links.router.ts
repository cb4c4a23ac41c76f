import { APP_ROUTES, HTTP_ERRORS, PUBLIC_LINK_TEXTS, publicLinksEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { createRateLimit } from '../../http/rate-limit';
import { sendPage } from '../../http/serve-web';
import {
  copyPublicLink,
  createPublicLink,
  publicPageHead,
  getPublicLink,
  revokePublicLink,
  viewPublicLink,
} from './public-links.service';

export function mountPublicLinksRoutes(router: Routes, deps: AppDeps): void {
  // one per-IP budget for everything a token opens: guessing tokens costs the same as reading pages
  const perIp = createRateLimit(deps, 'publicLink');
  // the same budget for the page a browser opens, refused with a page saying so (not the API's JSON)
  const pagePerIp = createRateLimit(deps, 'publicLink', HTTP_ERRORS.rateLimited, {
    refuse: (res) => {
      res.setHeader('Referrer-Policy', 'no-referrer');
      sendPage(deps, res, 429, {
        title: PUBLIC_LINK_TEXTS.cardTitle(PUBLIC_LINK_TEXTS.rateLimitedTitle),
        description: HTTP_ERRORS.rateLimited,
        noindex: true,
      });
    },
  });
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
  // the public page's HTML, with the folder's title and chat card in its head (crawlers run no script); the
  // same per-IP budget, and 404 for a token that opens nothing
  router.get(APP_ROUTES.publicLink, pagePerIp, async (req, res, next) => {
    try {
      const { status, head } = await publicPageHead(deps, String(req.params.token));
      res.setHeader('Referrer-Policy', 'no-referrer');
      sendPage(deps, res, status, head);
    } catch (error) {
      next(error);
    }
  });
}
