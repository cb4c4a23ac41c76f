import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { Footer } from '@/components/layouts/footer';
import { TopBar } from '@/components/layouts/top-bar';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

/** Top bar (with the notifications bell), the page, the footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar actions={<NotificationBell />} />
      <main className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
