import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SCREEN_TEXTS } from '@shortlist/contracts';
import { Spinner } from '@/components/ui/spinner';
import { AppStatusBanner } from '@/components/layouts/app-status-banner';
import { Footer } from '@/components/layouts/footer';
import { TopBar } from '@/components/layouts/top-bar';
import { EmailConfirmationBanner } from '@/features/account/components/email-confirmation-banner';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { DocumentTitle } from '@/lib/page-title';

/** A skip link to the page's content, the top bar (with the notifications bell), the page, the footer; the
 * page's title in the tab. */
export function RootLayout() {
  return (
    <DocumentTitle>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-ring"
        >
          {SCREEN_TEXTS.skipToContent}
        </a>
        <AppStatusBanner />
        <TopBar actions={<NotificationBell />} />
        <EmailConfirmationBanner />
        {/* focusable so the skip link moves keyboard focus here, without a ring on a mouse click */}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
    </DocumentTitle>
  );
}
