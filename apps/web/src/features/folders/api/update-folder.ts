import { useCallback } from 'react';
import { foldersEndpoints, type FolderUpdateInput } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Edits a folder's name and description; its card, page and breadcrumbs refresh. */
export function useUpdateFolder() {
  const revalidate = useRevalidate();
  return useCallback(
    async (folderId: string, input: FolderUpdateInput) => {
      const folder = await callEndpoint(foldersEndpoints.update, { params: { id: folderId }, body: input });
      await revalidate('/api/folders');
      return folder;
    },
    [revalidate],
  );
}
