import { securityHistoryEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import type { Routes } from '../../http/route-table';
import { listSecurityHistory } from './security-history.service';

export function mountSecurityHistoryRoutes(router: Routes, deps: AppDeps): void {
  mount(router, securityHistoryEndpoints.list, async ({ user }) => ({
    events: await listSecurityHistory(deps, user.id),
  }));
}
