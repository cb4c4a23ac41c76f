import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { type ItemDetail, itemDetailEndpoints, itemsEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';
import { apiKey } from '@/lib/swr';

/** The item with the viewer's rating set (1-10) or cleared (null), in "Your Rating" and in everyone's list. */
function withMyRating(item: ItemDetail, rating: number | null, viewerId: string | undefined): ItemDetail {
  const ratings =
    rating === null
      ? item.ratings.filter((r) => r.user.id !== viewerId)
      : item.ratings.map((r) => (r.user.id === viewerId ? { ...r, rating } : r));
  return { ...item, myRating: rating, ratings };
}

/**
 * Sets (1-10) or clears (0) the viewer's own rating of an item: the cached item shows it before the server
 * answers, keeps it when the server saves it, and goes back to what it was when the server refuses (the error
 * goes to the caller).
 */
export function useRateItem() {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  return useCallback(
    async (itemId: string, rating: number, viewerId: string | undefined) => {
      const params = { id: itemId };
      const key = apiKey(itemsEndpoints.get, { params });
      const shown = rating > 0 ? rating : null;
      // everyone's list gains a first rating of mine only from the server, which knows my name and avatar
      let joinsEveryone = false;
      await mutate<ItemDetail>(
        key,
        async (current) => {
          const saved =
            rating > 0
              ? (await callEndpoint(itemDetailEndpoints.setRating, { params, body: { rating } })).rating
              : (await callEndpoint(itemDetailEndpoints.clearRating, { params }), null);
          return current && withMyRating(current, saved, viewerId);
        },
        {
          optimisticData: (current) => {
            joinsEveryone =
              shown !== null && !!current && !current.ratings.some((r) => r.user.id === viewerId);
            return (current && withMyRating(current, shown, viewerId)) as ItemDetail;
          },
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
      // the folder's cards show my rating
      void revalidate('/api/folders');
      if (joinsEveryone) void mutate(key);
    },
    [mutate, revalidate],
  );
}
