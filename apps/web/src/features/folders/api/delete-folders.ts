import { useCallback } from 'react';
import { FOLDER_ROUTES, type foldersEndpoints } from '@shortlist/contracts';
import { callRoute } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Deletes folders with their subfolders and items (owner only, all or nothing); returns how many. */
export function useDeleteFolders() {
  const revalidate = useRevalidate();
  return useCallback(
    async (ids: string[]) => {
      const { deletedCount } = await callRoute<typeof foldersEndpoints.bulkDelete>(FOLDER_ROUTES.bulkDelete, {
        body: { ids },
      });
      await revalidate('/api/folders', '/api/items', '/api/categories');
      return deletedCount;
    },
    [revalidate],
  );
}
