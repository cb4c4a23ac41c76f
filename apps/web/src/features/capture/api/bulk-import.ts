import { useCallback } from 'react';
import { CAPTURE, captureEndpoints, type BulkImport } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';
import { useApi } from '@/lib/swr';

/** Starts a bulk add: the pasted links become waiting lines, read in the background. */
export function useStartBulkImport() {
  return useCallback(
    (folderId: string, body: { categoryId: string; links: string[] }) =>
      callEndpoint(captureEndpoints.bulkCreate, { params: { id: folderId }, body }),
    [],
  );
}

/**
 * A bulk add's progress, polled while any line is waiting; when it is done, the folder's items are read again
 * so the added ones show.
 */
export function useBulkImport(id: string | null, folderId: string) {
  const revalidate = useRevalidate();
  return useApi(captureEndpoints.bulkGet, id ? { params: { id } } : null, {
    refreshInterval: (data?: BulkImport) => (data && data.done ? 0 : CAPTURE.bulkPollMs),
    onSuccess: (data) => {
      if (data.done) void revalidate(`/api/folders/${folderId}`, '/api/capture');
    },
  });
}

/** "Read again" for a failed line, with the corrected link and, optionally, a name. */
export function useRetryBulkEntry() {
  return useCallback(
    (id: string, entryId: string, body: { url: string; name?: string }) =>
      callEndpoint(captureEndpoints.bulkRetry, { params: { id, entryId }, body }),
    [],
  );
}
