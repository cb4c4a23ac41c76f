import { useCallback } from 'react';
import { itemsEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Moves an item to another folder of the same owner. */
export function useMoveItem() {
  const revalidate = useRevalidate();
  return useCallback(
    async (itemId: string, folderId: string) => {
      const item = await callEndpoint(itemsEndpoints.move, { params: { id: itemId }, body: { folderId } });
      await revalidate('/api/folders', `/api/items/${itemId}`);
      return item;
    },
    [revalidate],
  );
}
