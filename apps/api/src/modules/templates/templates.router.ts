import { templatesEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import type { Routes } from '../../http/route-table';
import { folderChecklist, startFromTemplate } from './templates.service';

export function mountTemplatesRoutes(router: Routes, deps: AppDeps): void {
  mount(router, templatesEndpoints.start, ({ user, body }) => startFromTemplate(deps, user, body));
  mount(router, templatesEndpoints.checklist, async ({ user, params }) => ({
    checklist: await folderChecklist(deps, user, params.id),
  }));
}
