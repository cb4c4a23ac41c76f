import { useCallback } from 'react';
import { itemDetailEndpoints, itemsEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';
import { apiKey } from '@/lib/swr';

/** Sets (1-10) or clears (0) the viewer's own rating of an item: a rater's one change. */
export function useRateItem() {
  const revalidate = useRevalidate();
  return useCallback(
    async (itemId: string, rating: number) => {
      const params = { id: itemId };
      if (rating > 0) await callEndpoint(itemDetailEndpoints.setRating, { params, body: { rating } });
      else await callEndpoint(itemDetailEndpoints.clearRating, { params });
      // the item page shows my rating and everyone's; the folder's cards show mine
      await revalidate(apiKey(itemsEndpoints.get, { params }), '/api/folders');
    },
    [revalidate],
  );
}
