import { useCallback } from 'react';
import { sharingEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Ends a collaborator's access to the folder and everything below it. */
export function useRemoveCollaborator() {
  const revalidate = useRevalidate();
  return useCallback(
    async (folderId: string, userId: string) => {
      await callEndpoint(sharingEndpoints.removeCollaborator, { params: { id: folderId, userId } });
      await revalidate('/api/folders');
    },
    [revalidate],
  );
}
