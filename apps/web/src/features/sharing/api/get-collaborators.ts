import { sharingEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** Who has access to a folder (owner and collaborators may look). */
export function useCollaborators(folderId: string | null) {
  return useApi(sharingEndpoints.listCollaborators, folderId ? { params: { id: folderId } } : null);
}
