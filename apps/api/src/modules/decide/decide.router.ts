import { decideEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { revalidated } from '../../http/authenticate';
import { folderScope } from '../../http/revision';
import {
  getDecisionView,
  lockGroupWeights,
  markDecisionSeen,
  reopenDecision,
  setItemStatus,
  setTargetPrice,
  updateBudget,
  updateCriteria,
  updateMyWeights,
} from './decide.service';

export function mountDecideRoutes(router: Routes, deps: AppDeps): void {
  // the hot read: a 304 from the folder tree's revision before anything is built
  mount(
    router,
    decideEndpoints.view,
    ({ user, params, query }) => getDecisionView(deps, user, params.id, query.weights),
    revalidated(folderScope),
  );
  mount(router, decideEndpoints.updateWeights, ({ user, params, body }) =>
    updateMyWeights(deps, user, params.id, body.weights),
  );
  mount(router, decideEndpoints.updateCriteria, ({ user, params, body }) =>
    updateCriteria(deps, user, params.id, body.criteria),
  );
  mount(router, decideEndpoints.updateBudget, ({ user, params, body }) =>
    updateBudget(deps, user, params.id, body.budget),
  );
  mount(router, decideEndpoints.lockGroup, ({ user, params, body }) =>
    lockGroupWeights(deps, user, params.id, body.locked),
  );
  mount(router, decideEndpoints.markSeen, async ({ user, params, query }) => {
    await markDecisionSeen(deps, user, params.id, query.weights);
    return undefined as never;
  });
  mount(router, decideEndpoints.reopen, ({ user, params }) => reopenDecision(deps, user, params.id));
  mount(router, decideEndpoints.setStatus, ({ user, params, body }) =>
    setItemStatus(deps, user, params.id, body),
  );
  mount(router, decideEndpoints.setTargetPrice, ({ user, params, body }) =>
    setTargetPrice(deps, user, params.id, body.targetPrice),
  );
}
