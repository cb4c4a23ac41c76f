import { billingEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** The plans on sale, ordered by duration (public). */
export function usePlans(options: { enabled?: boolean } = {}) {
  return useApi(billingEndpoints.plans, options.enabled === false ? null : {});
}
