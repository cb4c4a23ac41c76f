import { useCallback } from 'react';
import { foldersEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** "New folder" inside the Capture screen's picker: a top-level folder of the user's. */
export function useCreateCaptureFolder() {
  const revalidate = useRevalidate();
  return useCallback(
    async (name: string) => {
      const folder = await callEndpoint(foldersEndpoints.create, { body: { name } });
      await revalidate('/api/capture', '/api/folders');
      return folder;
    },
    [revalidate],
  );
}
