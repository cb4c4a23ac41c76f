import { useCallback } from 'react';
import { commentsEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidateThread } from './revalidate-thread';

/** Deletes a comment (one's own, or any as the folder owner). */
export function useDeleteComment() {
  const revalidate = useRevalidateThread();
  return useCallback(
    async (itemId: string, commentId: string) => {
      await callEndpoint(commentsEndpoints.delete, { params: { id: itemId, commentId } });
      await revalidate(itemId);
    },
    [revalidate],
  );
}
