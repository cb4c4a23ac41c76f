import { securityHistoryEndpoints } from '@shortlist/contracts';
import { apiKey, useApi } from '@/lib/swr';

export const securityHistoryKey = apiKey(securityHistoryEndpoints.list);

export function useSecurityHistory() {
  return useApi(securityHistoryEndpoints.list, {});
}
