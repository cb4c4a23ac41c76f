import { Router } from 'express';
import { activityEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { folderScope, revalidated } from '../../http/revision';
import { listActivity } from './activity.service';

export function createActivityRouter(deps: AppDeps): Router {
  const router = Router();
  // activity rows bump the tree's revision (migration 0013), so the feed revalidates like the folder (decision 0026)
  mount(
    router,
    activityEndpoints.list,
    ({ user, params, query }) => listActivity(deps, user, params.id, query),
    revalidated(folderScope),
  );
  return router;
}
