import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { NOTIFICATIONS, type NotificationPage, notificationsEndpoints } from '@shortlist/contracts';
import { callEndpoint, type ApiError } from '@/lib/api-client';
import { apiKey } from '@/lib/swr';

const PAGE = NOTIFICATIONS.pageSizeDefault;

/** The caller's notifications a page at a time ("Load more" asks for the next cursor). */
export function useNotifications() {
  const getKey = useCallback((index: number, previous: NotificationPage | null) => {
    if (previous && !previous.nextCursor) return null;
    const query = index === 0 ? { limit: PAGE } : { limit: PAGE, cursor: previous!.nextCursor! };
    return apiKey(notificationsEndpoints.list, { query: query as never });
  }, []);
  return useSWRInfinite<NotificationPage, ApiError>(getKey, (url: string) => {
    const params = new URL(url, 'http://x').searchParams;
    const cursor = params.get('cursor');
    return callEndpoint(notificationsEndpoints.list, {
      query: { limit: PAGE, ...(cursor ? { cursor } : {}) } as never,
    });
  });
}
