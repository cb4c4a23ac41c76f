import { useCallback } from 'react';
import { linkImportEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';
import { apiKey } from '@/lib/swr';

/** "Refresh now": the server reads the item's page at once (Premium, rate-limited) and answers the new history. */
export function useRefreshPriceNow() {
  const revalidate = useRevalidate();
  return useCallback(
    async (itemId: string) => {
      const history = await callEndpoint(linkImportEndpoints.refreshNow, { params: { id: itemId } });
      await revalidate(apiKey(linkImportEndpoints.priceHistory, { params: { id: itemId } }));
      return history;
    },
    [revalidate],
  );
}
