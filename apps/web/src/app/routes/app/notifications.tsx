import { NOTIFICATION_TEXTS } from '@shortlist/contracts';
import { Card } from '@/components/ui/card';
import { NotificationList } from '@/features/notifications/components/notification-list';

/** /app/notifications: every notification, a page at a time. */
export default function Route() {
  return (
    <div className="mx-auto grid max-w-2xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">{NOTIFICATION_TEXTS.title}</h1>
      <Card className="py-2">
        <NotificationList />
      </Card>
    </div>
  );
}
