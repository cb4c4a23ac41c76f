import { Router, type Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { linkImportEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { createRateLimit } from '../../http/rate-limit';
import { bearerToken } from '../../http/session';
import { verifyAccessToken } from '../../auth-core/tokens';
import {
  getPriceHistory,
  listPriceTrends,
  refreshPriceNow,
  setPriceRefresh,
} from '../price-refresh/price-refresh.service';
import { appLinkReader, previewLink, priceWatchHooks } from './link-import.service';

export function createLinkImportRouter(deps: AppDeps): Router {
  const router = Router();
  // counted per signed-in user (the token's subject); a request without a valid token is counted by IP and
  // then refused by the session check
  const perUser = (req: Request) => {
    const token = bearerToken(req.headers.authorization);
    const claims = token ? verifyAccessToken(token, deps.config.jwtSecret, deps.clock.now()) : null;
    return claims ? `user:${claims.sub}` : `ip:${ipKeyGenerator(req.ip ?? '')}`;
  };
  mount(
    router,
    linkImportEndpoints.preview,
    ({ user, params, body }) => previewLink(deps, user, params.id, body),
    createRateLimit(deps, 'linkPreview', undefined, { key: perUser }),
  );
  mount(router, linkImportEndpoints.priceHistory, ({ user, params }) =>
    getPriceHistory(deps, user, params.id),
  );
  mount(router, linkImportEndpoints.setRefresh, ({ user, params, body }) =>
    setPriceRefresh(deps, user, params.id, body.interval),
  );
  mount(
    router,
    linkImportEndpoints.refreshNow,
    async ({ user, params }) => {
      const hooks = priceWatchHooks(deps);
      const answer = await refreshPriceNow(
        deps,
        { reader: appLinkReader(deps), onPriceChanged: hooks.onPriceChanged },
        user,
        params.id,
      );
      hooks.afterRun();
      return answer;
    },
    createRateLimit(deps, 'priceRefreshNow', undefined, { key: perUser }),
  );
  mount(router, linkImportEndpoints.folderTrends, async ({ user, params }) => ({
    trends: await listPriceTrends(deps, user, params.id),
  }));
  return router;
}
