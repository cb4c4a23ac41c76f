import { useCallback } from 'react';
import { publicLinksEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** "Save a copy to my Shortlist": the shared items into a new folder of the signed-in visitor. */
export function useCopyPublicLink() {
  const revalidate = useRevalidate();
  return useCallback(
    async (token: string) => {
      const result = await callEndpoint(publicLinksEndpoints.copy, { params: { token }, body: {} });
      await revalidate('/api/folders', '/api/categories', '/api/capture');
      return result;
    },
    [revalidate],
  );
}
