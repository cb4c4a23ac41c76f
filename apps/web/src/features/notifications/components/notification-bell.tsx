import { lazy, Suspense, useState } from 'react';
import { Bell } from 'lucide-react';
import { NOTIFICATION_TEXTS } from '@shortlist/contracts';
import { LeanButton } from '@/components/ui/lean';
import { useAuth } from '@/lib/auth/auth-context';
import { useUnreadCount } from '../api/get-unread-count';

const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationPopover })));

/**
 * The bell in the top bar: the unread count, and the list in a popover. The popover (Radix popover, popper, focus
 * scope) loads the first time the bell is pressed: until then the bell is a plain button, and the
 * first press mounts the popover open, with this same button as its trigger.
 */
export function NotificationBell() {
  const { status } = useAuth();
  const { data } = useUnreadCount(status === 'signed_in');
  const [used, setUsed] = useState(false);
  if (status !== 'signed_in') return null;
  const count = data?.count ?? 0;
  const trigger = (
    <LeanButton
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={count > 0 ? NOTIFICATION_TEXTS.bellLabelUnread(count) : NOTIFICATION_TEXTS.bellLabel}
      aria-haspopup="dialog"
      // closed until the popover is there, which then says it itself (a key left here, even undefined, would
      // override the popover trigger's own when Radix merges the props)
      {...(used ? {} : { 'aria-expanded': false })}
      onPointerEnter={used ? undefined : () => void loadPopover()}
      onClick={used ? undefined : () => setUsed(true)}
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
    </LeanButton>
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <NotificationPopover trigger={trigger} />
    </Suspense>
  );
}
