import { useEffect } from 'react';
import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { type Notification, NOTIFICATION_TEXTS, SHELL_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RowsLoading } from '@/components/ui/loading-skeletons';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/cn';
import { onLiveSignal } from '@/lib/live/live-bus';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';

function target(n: Notification): string {
  if (n.folderId && n.itemId) return paths.item(n.folderId, n.itemId);
  if (n.folderId) return paths.folder(n.folderId);
  return paths.notifications;
}

/** One notification: its title links to what it is about and marks it read on the way. */
export function NotificationEntry({ notification, onOpen }: { notification: Notification; onOpen(): void }) {
  const unread = notification.readAt === null;
  return (
    <li className={cn('flex gap-3 px-3 py-2', unread && 'bg-muted/60')}>
      <span
        aria-hidden
        className={cn('mt-2 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
      />
      <div className="min-w-0 flex-1">
        <Link to={target(notification)} onClick={onOpen} className="font-medium hover:underline">
          {notification.title}
          {unread && <span className="sr-only"> ({NOTIFICATION_TEXTS.unread})</span>}
        </Link>
        {notification.body && <p className="text-sm text-muted-foreground">{notification.body}</p>}
        <p className="text-xs text-muted-foreground">{formatDate(notification.createdAt)}</p>
      </div>
    </li>
  );
}

/** The notifications list: newest first, "Mark all as read", "Load more". */
export function NotificationList({ onNavigate }: { onNavigate?(): void }) {
  const { data, error, isLoading, size, setSize, mutate } = useNotifications();
  const markRead = useMarkRead();
  const pages = data ?? [];
  const list = pages.flatMap((p) => p.notifications);
  const unreadCount = pages[0]?.unreadCount ?? 0;
  const hasMore = !!pages.at(-1)?.nextCursor;
  // paginated reads are not among the keys the live stream revalidates (swr skips them): this list listens
  useEffect(
    () =>
      onLiveSignal((signal) => {
        if (signal === 'all' || signal.notifications) void mutate();
      }),
    [mutate],
  );

  const open = async (n: Notification) => {
    onNavigate?.();
    if (n.readAt === null) {
      await markRead([n.id]);
      await mutate();
    }
  };
  const markAll = async () => {
    await markRead();
    await mutate();
  };

  if (isLoading) return <RowsLoading label={SHELL_TEXTS.loading} />;
  if (error) return <p className="p-3 text-sm text-destructive">{NOTIFICATION_TEXTS.loadFailed}</p>;
  if (list.length === 0)
    return (
      <EmptyState
        icon={<Bell />}
        title={NOTIFICATION_TEXTS.empty}
        description={NOTIFICATION_TEXTS.emptyDescription}
        className="border-0"
      />
    );
  return (
    <div className="grid gap-2">
      <div className="flex justify-end px-3">
        <Button variant="ghost" size="sm" onClick={markAll} disabled={unreadCount === 0}>
          {NOTIFICATION_TEXTS.markAllRead}
        </Button>
      </div>
      <ul aria-label={NOTIFICATION_TEXTS.title} className="divide-y">
        {list.map((n) => (
          <NotificationEntry key={n.id} notification={n} onOpen={() => void open(n)} />
        ))}
      </ul>
      {hasMore && (
        <Button variant="outline" size="sm" className="mx-3" onClick={() => void setSize(size + 1)}>
          {NOTIFICATION_TEXTS.loadMore}
        </Button>
      )}
    </div>
  );
}
