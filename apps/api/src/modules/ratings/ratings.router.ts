import { itemDetailEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { clearRating, setRating } from './ratings.service';

export function mountRatingsRoutes(router: Routes, deps: AppDeps): void {
  mount(router, itemDetailEndpoints.setRating, ({ user, params, body }) =>
    setRating(deps, user, params.id, body.rating),
  );
  mount(router, itemDetailEndpoints.clearRating, ({ user, params }) =>
    clearRating(deps, user, params.id).then(() => undefined as never),
  );
}
