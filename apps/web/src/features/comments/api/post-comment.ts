import { useCallback } from 'react';
import { commentsEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidateThread } from './revalidate-thread';

/** Posts a comment; answers it with the mentions that reached nobody. */
export function usePostComment() {
  const revalidate = useRevalidateThread();
  return useCallback(
    async (itemId: string, text: string) => {
      const written = await callEndpoint(commentsEndpoints.create, {
        params: { id: itemId },
        body: { text },
      });
      await revalidate(itemId);
      return written;
    },
    [revalidate],
  );
}
