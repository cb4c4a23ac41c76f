import { compareEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** A folder's items with every collaborator's rating (Premium); pass enabled=false to skip the request. */
export function useCollaborativeRatings(folderId: string, enabled = true) {
  return useApi(compareEndpoints.collaborativeRatings, enabled ? { params: { id: folderId } } : null);
}
