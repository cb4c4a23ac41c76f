import { Router } from 'express';
import { referralsEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { mount } from '../../http/endpoint';
import { getReferralSummary } from './referrals.service';

export function createReferralsRouter(deps: AppDeps): Router {
  const router = Router();
  mount(router, referralsEndpoints.summary, ({ user }) => getReferralSummary(deps, { userId: user.id }));
  return router;
}
