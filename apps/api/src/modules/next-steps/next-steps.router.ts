import { itemDetailEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { listSteps, toggleStep } from './next-steps.service';

export function mountNextStepsRoutes(router: Routes, deps: AppDeps): void {
  mount(router, itemDetailEndpoints.listSteps, async ({ user, params }) => ({
    steps: await listSteps(deps, user, params.id),
  }));
  mount(router, itemDetailEndpoints.toggleStep, ({ user, params, body }) =>
    toggleStep(deps, user, params.id, params.stepId, body.completed),
  );
}
