import { useCallback } from 'react';
import { commentsEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidateThread } from './revalidate-thread';

/** Edits one's own comment; answers it with the mentions that reached nobody. */
export function useUpdateComment() {
  const revalidate = useRevalidateThread();
  return useCallback(
    async (itemId: string, commentId: string, text: string) => {
      const written = await callEndpoint(commentsEndpoints.update, {
        params: { id: itemId, commentId },
        body: { text },
      });
      await revalidate(itemId);
      return written;
    },
    [revalidate],
  );
}
