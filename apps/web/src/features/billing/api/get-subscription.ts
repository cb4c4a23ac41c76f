import { billingEndpoints } from '@shortlist/contracts';
import { apiKey, useApi } from '@/lib/swr';

export const subscriptionKey = () => apiKey(billingEndpoints.subscription);

/** The caller's plan and subscription period (My Plan card). */
export function useSubscriptionStatus(options: { enabled?: boolean } = {}) {
  return useApi(billingEndpoints.subscription, options.enabled === false ? null : {});
}
