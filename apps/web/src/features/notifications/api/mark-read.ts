import { useCallback } from 'react';
import { notificationsEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Marks some notifications read (ids) or all of them (no ids), then refreshes the bell and the list. */
export function useMarkRead() {
  const revalidate = useRevalidate();
  return useCallback(
    async (ids?: string[]) => {
      const result = ids
        ? await callEndpoint(notificationsEndpoints.markRead, { body: { ids } })
        : await callEndpoint(notificationsEndpoints.markAllRead, {});
      await revalidate('/api/notifications');
      return result;
    },
    [revalidate],
  );
}
