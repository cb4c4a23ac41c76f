import { linkImportEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { createRateLimit, perUserKey } from '../../http/rate-limit';
import {
  getPriceHistory,
  listPriceTrends,
  refreshPriceNow,
  setPriceRefresh,
} from '../price-refresh/price-refresh.service';
import { appLinkReader, previewLink, priceWatchHooks } from './link-import.service';

export function mountLinkImportRoutes(router: Routes, deps: AppDeps): void {
  const perUser = perUserKey(deps);
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
}
