import { NOTIFICATION_ROUTES, type notificationsEndpoints } from '@shortlist/contracts';
import { useRoute } from '@/lib/swr';

/** How often the bell asks; a 304 costs almost nothing (DESIGN §3). */
const POLL_MS = 60_000;

/** The bell's unread count, polled while signed in (no schemas: the bell is on every signed-in page). */
export function useUnreadCount(enabled: boolean) {
  return useRoute<typeof notificationsEndpoints.unreadCount>(
    NOTIFICATION_ROUTES.unreadCount,
    enabled ? {} : null,
    { refreshInterval: POLL_MS },
  );
}
