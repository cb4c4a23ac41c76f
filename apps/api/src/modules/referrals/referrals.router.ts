import { referralsEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import { getReferralSummary } from './referrals.service';

export function mountReferralsRoutes(router: Routes, deps: AppDeps): void {
  mount(router, referralsEndpoints.summary, ({ user }) => getReferralSummary(deps, { userId: user.id }));
}
