import { publicLinksEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** What anyone with the link sees. Each read counts as a view: no revalidation on focus or reconnect. */
export function usePublicView(token: string) {
  return useApi(
    publicLinksEndpoints.view,
    { params: { token } },
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
}
