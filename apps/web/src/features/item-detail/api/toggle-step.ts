import { useCallback } from 'react';
import type { StepScheduleInput } from '../lib/step-schedule';
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

/** Changes a saved step's due date, assignee and reminder outside edit mode: saved at once. */
export function useScheduleStep() {
  const revalidate = useRevalidate();
  return useCallback(
    async (itemId: string, stepId: string, schedule: StepScheduleInput) => {
      const step = await callEndpoint(itemDetailEndpoints.toggleStep, {
        params: { id: itemId, stepId },
        body: schedule,
      });
      await revalidate(apiKey(itemDetailEndpoints.listSteps, { params: { id: itemId } }), '/api/steps');
      void revalidate('/api/folders');
      return step;
    },
    [revalidate],
  );
}
