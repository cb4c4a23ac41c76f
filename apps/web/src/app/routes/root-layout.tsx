import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SCREEN_TEXTS } from '@shortlist/contracts';
import { AfterCommit } from '@/components/after-commit';
import { Spinner } from '@/components/ui/spinner';
import { AppStatusBanner } from '@/components/layouts/app-status-banner';
import { Footer } from '@/components/layouts/footer';
import { NavigationProgress } from '@/components/layouts/navigation-progress';
import { EmailConfirmationBanner } from '@/features/account/components/email-confirmation-banner';
import { TopBar } from '@/components/layouts/top-bar';
import { useAuth } from '@/lib/auth/auth-context';
import { DocumentTitle } from '@/lib/page-title';

// signed in only (the top bar shows its actions then): its own chunk, off the signed-out pages
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

// signed in only: the live stream and the plan kept in step with other tabs, in one chunk off the signed-out
// pages and the shell's budget
const SignedInSync = lazy(() => import('@/app/signed-in-sync').then((m) => ({ default: m.SignedInSync })));

/** A skip link to the page's content, the top bar (with the notifications bell), the page, the footer; the
 * page's title in the tab. A page opens at its top, and Back or Forward returns to where it was scrolled. */
export function RootLayout() {
  const { user } = useAuth();
  return (
    <DocumentTitle>
      <ScrollRestoration />
      <NavigationProgress />
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:outline-2 focus:outline-ring"
        >
          {SCREEN_TEXTS.skipToContent}
        </a>
        <AppStatusBanner />
        {user && (
          <AfterCommit>
            <Suspense fallback={null}>
              <SignedInSync />
            </Suspense>
          </AfterCommit>
        )}
        <TopBar
          actions={
            <AfterCommit>
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            </AfterCommit>
          }
        />
        {/*
         * focusable so the skip link moves keyboard focus here, without a ring on a mouse click. At least a screen
         * tall, so the footer starts below the fold and is never pushed down by a page's content arriving (a
         * layout shift: Lighthouse's CLS on My Folders was 0.49 from the footer alone).
         */}
        <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
          {/* in the shell's first load, not lazy: it renders with the page, never after it (no layout shift) */}
          <EmailConfirmationBanner />
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
    </DocumentTitle>
  );
}
