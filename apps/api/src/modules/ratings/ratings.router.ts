import { Router } from 'express';
import { itemDetailEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { clearRating, setRating } from './ratings.service';

export function createRatingsRouter(deps: AppDeps): Router {
  const router = Router();
  mount(router, itemDetailEndpoints.setRating, ({ user, params, body }) =>
    setRating(deps, user, params.id, body.rating),
  );
  mount(router, itemDetailEndpoints.clearRating, ({ user, params }) =>
    clearRating(deps, user, params.id).then(() => undefined as never),
  );
  return router;
}
