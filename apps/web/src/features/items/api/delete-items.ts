import { useCallback } from 'react';
import { itemsEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Deletes items by ids (folder owner only, all or nothing); returns how many. */
export function useDeleteItems() {
  const revalidate = useRevalidate();
  return useCallback(
    async (ids: string[]) => {
      const { deletedCount } = await callEndpoint(itemsEndpoints.bulkDelete, { body: { ids } });
      await revalidate('/api/folders', '/api/categories');
      return deletedCount;
    },
    [revalidate],
  );
}
