import { useCallback } from 'react';
import { foldersEndpoints, type FolderCreateInput } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Creates a folder or subfolder, then refreshes every folder read (counts change on the parent). */
export function useCreateFolder() {
  const revalidate = useRevalidate();
  return useCallback(
    async (input: FolderCreateInput) => {
      const folder = await callEndpoint(foldersEndpoints.create, { body: input });
      await revalidate('/api/folders');
      return folder;
    },
    [revalidate],
  );
}
