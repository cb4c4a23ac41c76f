import { nextStepsEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** The steps due from `from` to `to` (the viewer's week) across their folders, with the overdue ones. */
export function useDueSteps(from: Date, to: Date, assigned: 'me' | 'any') {
  return useApi(nextStepsEndpoints.due, {
    query: { from: from.toISOString(), to: to.toISOString(), assigned },
  });
}
