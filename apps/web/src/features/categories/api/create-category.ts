import { useCallback } from 'react';
import { categoriesEndpoints, type CategoryInput } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Creates a category (a Basic user's second one is refused with 403 PREMIUM_REQUIRED). */
export function useCreateCategory() {
  const revalidate = useRevalidate();
  return useCallback(
    async (input: CategoryInput) => {
      const category = await callEndpoint(categoriesEndpoints.create, { body: input });
      // the list, and the categories offered by each folder's Add Item dialog
      await revalidate('/api/categories', '/api/folders');
      return category;
    },
    [revalidate],
  );
}
