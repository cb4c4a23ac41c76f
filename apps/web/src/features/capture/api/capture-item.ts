import { useCallback } from 'react';
import { captureEndpoints, type CaptureItemInput } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** "Add" on the Capture screen: the item, its rating and first note in one transaction. */
export function useCaptureItem() {
  const revalidate = useRevalidate();
  return useCallback(
    async (input: CaptureItemInput) => {
      const item = await callEndpoint(captureEndpoints.create, { body: input });
      // the folder's items, the picker's "recent first", the category's item count
      await revalidate('/api/folders', '/api/capture', '/api/categories');
      return item;
    },
    [revalidate],
  );
}
