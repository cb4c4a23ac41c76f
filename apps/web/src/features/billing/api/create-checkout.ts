import { billingEndpoints, type PaidPlanId } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Starts a checkout for a plan; answers the page to open (Stripe's, or this site's test checkout). */
export function createCheckout(input: { planId: PaidPlanId; returnUrl?: string }) {
  return callEndpoint(billingEndpoints.createCheckout, { body: input });
}
