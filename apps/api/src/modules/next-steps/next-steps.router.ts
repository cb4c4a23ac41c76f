import { Router } from 'express';
import { itemDetailEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { listSteps, toggleStep } from './next-steps.service';

export function createNextStepsRouter(deps: AppDeps): Router {
  const router = Router();
  mount(router, itemDetailEndpoints.listSteps, async ({ user, params }) => ({
    steps: await listSteps(deps, user, params.id),
  }));
  mount(router, itemDetailEndpoints.toggleStep, ({ user, params, body }) =>
    toggleStep(deps, user, params.id, params.stepId, body.completed),
  );
  return router;
}
