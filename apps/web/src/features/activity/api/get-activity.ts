import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { ACTIVITY, type ActivityPage, activityEndpoints } from '@shortlist/contracts';
import { callEndpoint, type ApiError } from '@/lib/api-client';
import { apiKey } from '@/lib/swr';

const PAGE = ACTIVITY.pageSizeDefault;

/** A folder's activity a page at a time ("Load more" asks for the next cursor). */
export function useFolderActivity(folderId: string) {
  const getKey = useCallback(
    (index: number, previous: ActivityPage | null) => {
      if (previous && !previous.nextCursor) return null;
      const query = index === 0 ? { limit: PAGE } : { limit: PAGE, cursor: previous!.nextCursor! };
      return apiKey(activityEndpoints.list, { params: { id: folderId }, query: query as never });
    },
    [folderId],
  );
  return useSWRInfinite<ActivityPage, ApiError>(getKey, (url: string) => {
    const cursor = new URL(url, 'http://x').searchParams.get('cursor');
    return callEndpoint(activityEndpoints.list, {
      params: { id: folderId },
      query: { limit: PAGE, ...(cursor ? { cursor } : {}) } as never,
    });
  });
}
