import { notificationsEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** How often the bell asks; a 304 costs almost nothing (DESIGN §3). */
const POLL_MS = 60_000;

/** The bell's unread count, polled while signed in. */
export function useUnreadCount(enabled: boolean) {
  return useApi(notificationsEndpoints.unreadCount, enabled ? {} : null, { refreshInterval: POLL_MS });
}
