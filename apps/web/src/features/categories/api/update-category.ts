import { useCallback } from 'react';
import { categoriesEndpoints, type CategoryInput } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Replaces a category and its attribute set (owner only). */
export function useUpdateCategory() {
  const revalidate = useRevalidate();
  return useCallback(
    async (categoryId: string, input: CategoryInput) => {
      const category = await callEndpoint(categoriesEndpoints.update, {
        params: { id: categoryId },
        body: input,
      });
      await revalidate('/api/categories', '/api/folders', '/api/items');
      return category;
    },
    [revalidate],
  );
}
