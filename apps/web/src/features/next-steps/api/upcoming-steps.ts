import { nextStepsEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** A folder's dated steps not done, soonest first (the folder page's Upcoming list). */
export function useUpcomingSteps(folderId: string) {
  return useApi(nextStepsEndpoints.upcoming, { params: { id: folderId } });
}
