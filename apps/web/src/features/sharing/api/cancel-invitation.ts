import { useCallback } from 'react';
import { sharingEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Cancels the invitation of an address that has not signed up yet. */
export function useCancelInvitation() {
  const revalidate = useRevalidate();
  return useCallback(
    async (folderId: string, invitationId: string) => {
      await callEndpoint(sharingEndpoints.cancelInvitation, { params: { id: folderId, invitationId } });
      await revalidate(`/api/folders/${folderId}/collaborators`);
    },
    [revalidate],
  );
}
