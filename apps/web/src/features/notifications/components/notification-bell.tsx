import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { Popover } from 'radix-ui';
import { Bell } from 'lucide-react';
import { NOTIFICATION_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useUnreadCount } from '../api/get-unread-count';
import { Spinner } from '@/components/ui/spinner';

// on the first opening: the list's reads carry the notification schemas, which the bell (on every signed-in page)
// does without (issue 13)
const NotificationList = lazy(() =>
  import('./notification-list').then((m) => ({ default: m.NotificationList })),
);

/** The bell in the top bar: the unread count, and the list in a popover. */
export function NotificationBell() {
  const { status } = useAuth();
  const { data } = useUnreadCount(status === 'signed_in');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (status !== 'signed_in') return null;
  const count = data?.count ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={count > 0 ? NOTIFICATION_TEXTS.bellLabelUnread(count) : NOTIFICATION_TEXTS.bellLabel}
        >
          <Bell className="size-5" />
          {count > 0 && (
            <span
              aria-hidden
              data-testid="unread-count"
              className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] leading-4 font-semibold text-destructive-foreground"
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          // a popover is a dialog to assistive technology: its heading names it
          aria-labelledby={titleId}
          className="z-50 max-h-[70vh] w-[min(24rem,calc(100vw-1rem))] overflow-y-auto rounded-lg border bg-popover py-2 text-popover-foreground shadow-md"
        >
          <h2 id={titleId} className="px-3 pb-1 font-semibold">
            {NOTIFICATION_TEXTS.title}
          </h2>
          {open && (
            <Suspense fallback={<Spinner />}>
              <NotificationList onNavigate={() => setOpen(false)} />
            </Suspense>
          )}
          <div className="border-t px-3 pt-2">
            <Link to={paths.notifications} className="text-sm hover:underline" onClick={() => setOpen(false)}>
              {NOTIFICATION_TEXTS.viewAll}
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
