import { useCallback } from 'react';
import { itemDetailEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Ticks or unticks a step from a list of dated steps; the lists and the item page read it again. */
export function useTickStep() {
  const revalidate = useRevalidate();
  return useCallback(
    async (itemId: string, stepId: string, completed: boolean) => {
      await callEndpoint(itemDetailEndpoints.toggleStep, {
        params: { id: itemId, stepId },
        body: { completed },
      });
      await revalidate('/api/steps', '/api/folders', `/api/items/${itemId}/steps`);
    },
    [revalidate],
  );
}
