import { itemDetailEndpoints, nextStepsEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { errors } from '../../http/app-error';
import { mount } from '../../http/endpoint';
import { sendStepReminders } from './next-steps.reminders';
import { changeStep, listDue, listSteps, listUpcoming } from './next-steps.service';

export function mountNextStepsRoutes(router: Routes, deps: AppDeps): void {
  mount(router, itemDetailEndpoints.listSteps, async ({ user, params }) => ({
    steps: await listSteps(deps, user, params.id),
  }));
  mount(router, itemDetailEndpoints.toggleStep, ({ user, params, body }) =>
    changeStep(deps, user, params.id, params.stepId, body),
  );
  mount(router, nextStepsEndpoints.upcoming, ({ user, params }) => listUpcoming(deps, user, params.id));
  mount(router, nextStepsEndpoints.due, ({ user, query }) => listDue(deps, user, query));
  // a browser journey's stand-in for the clock: never in production, like the dev mailbox
  mount(router, nextStepsEndpoints.runReminders, ({ body }) => {
    if (deps.config.env === 'production') throw errors.notFound();
    return sendStepReminders(deps, new Date(body.at));
  });
}
