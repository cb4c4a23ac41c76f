import { useCallback } from 'react';
import { type CollaboratorRole, sharingEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** The owner changes what a collaborator may do on the folder and below it; the access list refreshes. */
export function useChangeCollaboratorRole() {
  const revalidate = useRevalidate();
  return useCallback(
    async (folderId: string, userId: string, role: CollaboratorRole) => {
      const result = await callEndpoint(sharingEndpoints.changeRole, {
        params: { id: folderId, userId },
        body: { role },
      });
      await revalidate('/api/folders');
      return result;
    },
    [revalidate],
  );
}
