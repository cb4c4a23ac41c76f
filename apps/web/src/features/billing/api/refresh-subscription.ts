import { billingEndpoints, type SubscriptionStatus } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Re-checks open checkouts and an ended period on the server; answers the fresh status. */
export function refreshSubscription(): Promise<SubscriptionStatus> {
  return callEndpoint(billingEndpoints.refreshSubscription);
}
