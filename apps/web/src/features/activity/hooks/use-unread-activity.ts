import { useEffect } from 'react';
import { activityEndpoints, type ActivityEntry } from '@shortlist/contracts';
import { useAuth } from '@/lib/auth/auth-context';
import { useApi } from '@/lib/swr';
import { readActivitySeen, rememberActivitySeen } from '../lib/activity-seen';

/** The newest rows are enough to count: past this many the tab says "20" and the feed shows the rest. */
const COUNTED = 20;

function countUnread(entries: ActivityEntry[], seen: string, userId: string): number {
  const since = Date.parse(seen);
  return entries.filter((e) => Date.parse(e.createdAt) > since && e.actor?.id !== userId).length;
}

/**
 * How many things others did in the folder since this person last opened its Activity tab (`viewing`: the tab
 * is open now, so everything in it counts as seen). The first visit to a folder starts the count from then.
 */
export function useUnreadActivity(folderId: string, viewing: boolean): number {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const { data } = useApi(
    activityEndpoints.list,
    userId ? { params: { id: folderId }, query: { limit: COUNTED } as never } : null,
  );
  const seen = userId ? readActivitySeen(userId, folderId) : null;
  const newest = data?.entries[0]?.createdAt;

  useEffect(() => {
    if (!userId || (!viewing && seen !== null)) return;
    // a first visit, or the tab open: everything up to now (or the newest row, a clock ahead) is seen
    const now = Math.max(Date.now(), newest ? Date.parse(newest) : 0);
    rememberActivitySeen(userId, folderId, new Date(now).toISOString());
  }, [userId, folderId, viewing, seen, newest]);

  if (!data || viewing || seen === null) return 0;
  return countUnread(data.entries, seen, userId);
}
