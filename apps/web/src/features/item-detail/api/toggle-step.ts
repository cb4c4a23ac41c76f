import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { itemDetailEndpoints, type NextStep, type ProfileRef } from '@shortlist/contracts';
import type { StepScheduleInput } from '../lib/step-schedule';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';
import { apiKey } from '@/lib/swr';

type Steps = { steps: NextStep[] };

/**
 * One saved step changed in the item's cached steps at once: the list shows `shown` before the server answers,
 * takes the server's step when it does, and goes back to what it was when the server refuses (the error goes
 * to the caller).
 */
function useChangeStepAtOnce() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (
      itemId: string,
      stepId: string,
      shown: (step: NextStep) => NextStep,
      request: () => Promise<NextStep>,
    ): Promise<NextStep> => {
      const key = apiKey(itemDetailEndpoints.listSteps, { params: { id: itemId } });
      const replace = (d: Steps | undefined, by: (s: NextStep) => NextStep) =>
        d && { steps: d.steps.map((s) => (s.id === stepId ? by(s) : s)) };
      let saved: NextStep | undefined;
      await mutate<Steps>(
        key,
        async (current) => {
          saved = await request();
          return replace(current, () => saved!);
        },
        {
          optimisticData: (current) => replace(current, shown) as Steps,
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
      return saved!;
    },
    [mutate],
  );
}

/** Ticks or unticks a next step outside edit mode: the tick shows at once and is saved. */
export function useToggleStep() {
  const change = useChangeStepAtOnce();
  return useCallback(
    (itemId: string, stepId: string, completed: boolean) =>
      change(
        itemId,
        stepId,
        (s) => ({ ...s, completed, completedAt: completed ? new Date().toISOString() : null }),
        () =>
          callEndpoint(itemDetailEndpoints.toggleStep, {
            params: { id: itemId, stepId },
            body: { completed },
          }),
      ),
    [change],
  );
}

/**
 * Changes a saved step's due date, assignee and reminder outside edit mode: shown at once (the assignee's name
 * from the folder's members), then saved.
 */
export function useScheduleStep() {
  const change = useChangeStepAtOnce();
  const revalidate = useRevalidate();
  return useCallback(
    async (
      itemId: string,
      stepId: string,
      schedule: StepScheduleInput,
      members: readonly ProfileRef[] = [],
    ) => {
      const step = await change(
        itemId,
        stepId,
        (s) => ({
          ...s,
          dueAt: schedule.dueAt,
          remindBeforeMinutes: schedule.remindBeforeMinutes,
          assignee: assigneeShown(s, schedule.assigneeId, members),
        }),
        () =>
          callEndpoint(itemDetailEndpoints.toggleStep, {
            params: { id: itemId, stepId },
            body: schedule,
          }),
      );
      // dated steps show in the folder's Upcoming list and on This week
      void revalidate('/api/steps', '/api/folders');
      return step;
    },
    [change, revalidate],
  );
}

function assigneeShown(
  step: NextStep,
  assigneeId: string | null,
  members: readonly ProfileRef[],
): NextStep['assignee'] {
  if (assigneeId === null) return null;
  if (step.assignee?.id === assigneeId) return step.assignee;
  const member = members.find((m) => m.id === assigneeId);
  return member ? { avatarUrl: null, ...member } : step.assignee;
}
