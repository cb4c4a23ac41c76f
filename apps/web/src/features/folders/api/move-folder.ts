import { useCallback } from 'react';
import { FOLDER_ROUTES, type foldersEndpoints } from '@shortlist/contracts';
import { callRoute } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Moves a folder under another folder, or to the top level (null); the server refuses cycles. */
export function useMoveFolder() {
  const revalidate = useRevalidate();
  return useCallback(
    async (folderId: string, parentFolderId: string | null) => {
      const folder = await callRoute<typeof foldersEndpoints.move>(FOLDER_ROUTES.move, {
        params: { id: folderId },
        body: { parentFolderId },
      });
      await revalidate('/api/folders');
      return folder;
    },
    [revalidate],
  );
}
