import { Router } from 'express';
import { compareEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { folderScope, revalidated, treesScope } from '../../http/revision';
import { compareItems, getCollaborativeRatings } from './compare.service';

export function createCompareRouter(deps: AppDeps): Router {
  const router = Router();
  mount(
    router,
    compareEndpoints.compare,
    ({ user, params, query }) => compareItems(deps, user, params.id, query),
    // the compared items may sit in other trees than the folder: all of them are the answer's scope
    revalidated((req) =>
      treesScope(
        [String(req.params.id)],
        String(req.query.items ?? '')
          .split(',')
          .map((s) => s.trim()),
      ),
    ),
  );
  mount(
    router,
    compareEndpoints.collaborativeRatings,
    ({ user, params }) => getCollaborativeRatings(deps, user, params.id),
    revalidated(folderScope),
  );
  return router;
}
