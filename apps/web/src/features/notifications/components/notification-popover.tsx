import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { Popover } from 'radix-ui';
import { NOTIFICATION_TEXTS } from '@shortlist/contracts';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

// on the first opening: the list's reads carry the notification schemas, which the bell (on every signed-in page)
// does without
const NotificationList = lazy(() =>
  import('./notification-list').then((m) => ({ default: m.NotificationList })),
);

/** The Radix half of the bell (notification-bell.tsx), loaded and mounted open when the bell is first pressed. */
export function NotificationPopover({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(true);
  const titleId = useId();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          // a popover is a dialog to assistive technology: its heading names it
          aria-labelledby={titleId}
          className="z-50 max-h-[70vh] w-[min(24rem,calc(100vw-1rem))] overflow-y-auto rounded-lg border bg-background py-2 text-foreground shadow-md"
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
