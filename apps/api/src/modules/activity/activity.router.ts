import { activityEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { revalidated } from '../../http/authenticate';
import { folderScope } from '../../http/revision';
import { listActivity } from './activity.service';

export function mountActivityRoutes(router: Routes, deps: AppDeps): void {
  // activity rows bump the tree's revision (migration 0013), so the feed revalidates like the folder
  mount(
    router,
    activityEndpoints.list,
    ({ user, params, query }) => listActivity(deps, user, params.id, query),
    revalidated(folderScope),
  );
}
