import { useCallback } from 'react';
import { categoriesEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Deletes a category and every item using it (owner only). */
export function useDeleteCategory() {
  const revalidate = useRevalidate();
  return useCallback(
    async (categoryId: string) => {
      const result = await callEndpoint(categoriesEndpoints.remove, { params: { id: categoryId } });
      await revalidate('/api/categories', '/api/folders', '/api/items');
      return result;
    },
    [revalidate],
  );
}
