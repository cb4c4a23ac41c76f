import { useCallback } from 'react';
import { itemDetailEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';
import { apiKey } from '@/lib/swr';

/** Ticks or unticks a next step outside edit mode: saved at once. */
export function useToggleStep() {
  const revalidate = useRevalidate();
  return useCallback(
    async (itemId: string, stepId: string, completed: boolean) => {
      const step = await callEndpoint(itemDetailEndpoints.toggleStep, {
        params: { id: itemId, stepId },
        body: { completed },
      });
      await revalidate(apiKey(itemDetailEndpoints.listSteps, { params: { id: itemId } }));
      return step;
    },
    [revalidate],
  );
}
