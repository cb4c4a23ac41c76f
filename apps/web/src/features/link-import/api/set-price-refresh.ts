import { useCallback } from 'react';
import { linkImportEndpoints, type RefreshInterval } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';
import { apiKey } from '@/lib/swr';

/** Sets how often an item's price is refreshed (Premium; Off always). */
export function useSetPriceRefresh() {
  const revalidate = useRevalidate();
  return useCallback(
    async (itemId: string, interval: RefreshInterval) => {
      const refresh = await callEndpoint(linkImportEndpoints.setRefresh, {
        params: { id: itemId },
        body: { interval },
      });
      await revalidate(apiKey(linkImportEndpoints.priceHistory, { params: { id: itemId } }));
      return refresh;
    },
    [revalidate],
  );
}
