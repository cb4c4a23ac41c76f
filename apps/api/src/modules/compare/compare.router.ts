import { Router } from 'express';
import { compareEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { compareItems, getCollaborativeRatings } from './compare.service';

export function createCompareRouter(deps: AppDeps): Router {
  const router = Router();
  mount(router, compareEndpoints.compare, ({ user, params, query }) =>
    compareItems(deps, user, params.id, query),
  );
  mount(router, compareEndpoints.collaborativeRatings, ({ user, params }) =>
    getCollaborativeRatings(deps, user, params.id),
  );
  return router;
}
