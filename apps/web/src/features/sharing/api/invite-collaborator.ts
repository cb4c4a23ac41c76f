import { useCallback } from 'react';
import { type CollaboratorRole, sharingEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Shares a folder by e-mail; the access list and the folders' "Shared folder" badges refresh. */
export function useInviteCollaborator() {
  const revalidate = useRevalidate();
  return useCallback(
    async (folderId: string, email: string, role?: CollaboratorRole) => {
      const result = await callEndpoint(sharingEndpoints.invite, {
        params: { id: folderId },
        body: { email, role },
      });
      await revalidate('/api/folders');
      return result;
    },
    [revalidate],
  );
}
