import { useCallback } from 'react';
import { itemsEndpoints, type ItemCreateInput } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Adds an item with its rating and attribute values (one transaction server side). */
export function useCreateItem() {
  const revalidate = useRevalidate();
  return useCallback(
    async (folderId: string, input: ItemCreateInput) => {
      const item = await callEndpoint(itemsEndpoints.create, { params: { id: folderId }, body: input });
      // the folder's items and counts, and the category's "Used in N items"
      await revalidate('/api/folders', '/api/categories');
      return item;
    },
    [revalidate],
  );
}
