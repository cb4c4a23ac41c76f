import { billingEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Where "Manage Subscription" goes: Stripe's customer portal, or the test billing page. */
export function openPortal() {
  return callEndpoint(billingEndpoints.portal);
}
