import { createBrowserRouter, type RouteObject } from 'react-router';
import { APP_ROUTES as R, PAGE_TITLES as T } from '@shortlist/contracts';
import { RouteErrorScreen } from '@/components/layouts/route-error-screen';
import type { RouteHandle } from '@/lib/page-title';
import { RedirectSignedIn, RequireSession } from './guards';
import { RootLayout } from './routes/root-layout';

/** A route module: its screen, and what its first visit starts before React renders it. */
interface RouteModule {
  default: React.ComponentType;
  startReads?: () => void;
}

/** A lazily loaded route module: each screen is its own chunk, loaded on the route's first visit. */
const lazy = (load: () => Promise<RouteModule>) => async () => {
  const module = await load();
  module.startReads?.();
  return { Component: module.default };
};

/** The page's title (every route names itself in the tab and the history). */
const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });

// Paths are contracts' APP_ROUTES (absolute: react-router accepts them under a parent they start with), the
// same the API's e-mails link to.
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // a failure of the layout itself (rare): the error screen alone
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        // every screen's failure (a chunk gone after a deploy, no connection) shows inside the layout
        ErrorBoundary: RouteErrorScreen,
        children: [
          {
            Component: RedirectSignedIn,
            children: [
              { index: true, ...titled(T.landing), lazy: lazy(() => import('./routes/landing')) },
              { path: R.auth, ...titled(T.signIn), lazy: lazy(() => import('./routes/auth')) },
            ],
          },
          { path: R.about, ...titled(T.about), lazy: lazy(() => import('./routes/about')) },
          { path: R.privacy, ...titled(T.privacy), lazy: lazy(() => import('./routes/privacy')) },
          { path: R.terms, ...titled(T.terms), lazy: lazy(() => import('./routes/terms')) },
          { path: R.contact, ...titled(T.contact), lazy: lazy(() => import('./routes/contact')) },
          { path: R.devMailbox, ...titled(T.devMailbox), lazy: lazy(() => import('./routes/dev-mailbox')) },
          // signed-out visitors reach both (the capture asks them to sign in and come back)
          { path: R.capture, ...titled(T.capture), lazy: lazy(() => import('./routes/capture')) },
          { path: R.publicLink, ...titled(T.publicLink), lazy: lazy(() => import('./routes/public-link')) },
          {
            path: R.confirmEmail,
            ...titled(T.confirmEmail),
            lazy: lazy(() => import('./routes/confirm-email')),
          },
          {
            path: R.undoEmailChange,
            ...titled(T.undoEmailChange),
            lazy: lazy(() => import('./routes/undo-email-change')),
          },
          {
            path: R.app,
            Component: RequireSession,
            children: [
              { index: true, ...titled(T.myFolders), lazy: lazy(() => import('./routes/app/my-folders')) },
              {
                // a folder's five views in one frame (header and tab bar); it stays while the person switches tabs
                lazy: lazy(() => import('./routes/app/folder-layout')),
                children: [
                  { path: R.folder, ...titled(T.folder), lazy: lazy(() => import('./routes/app/folder')) },
                  {
                    path: R.folderTable,
                    ...titled(T.folderTable),
                    lazy: lazy(() => import('./routes/app/folder-table')),
                  },
                  { path: R.compare, ...titled(T.compare), lazy: lazy(() => import('./routes/app/compare')) },
                  { path: R.decide, ...titled(T.decide), lazy: lazy(() => import('./routes/app/decide')) },
                  {
                    path: R.activity,
                    ...titled(T.activity),
                    lazy: lazy(() => import('./routes/app/activity')),
                  },
                ],
              },
              {
                path: R.item,
                ...titled(T.item),
                lazy: lazy(() => import('./routes/app/item')),
              },
              {
                path: R.decidePrint,
                ...titled(T.decidePrint),
                lazy: lazy(() => import('./routes/app/decide-print')),
              },
              {
                path: R.collaborativeCompare,
                ...titled(T.collaborativeCompare),
                lazy: lazy(() => import('./routes/app/collaborative-compare')),
              },
              {
                path: R.categories,
                ...titled(T.categories),
                lazy: lazy(() => import('./routes/app/categories')),
              },
              { path: R.profile, ...titled(T.profile), lazy: lazy(() => import('./routes/app/profile')) },
              {
                path: R.notifications,
                ...titled(T.notifications),
                lazy: lazy(() => import('./routes/app/notifications')),
              },
              { path: R.thisWeek, ...titled(T.thisWeek), lazy: lazy(() => import('./routes/app/this-week')) },
            ],
          },
          {
            // billing's test mode (TEST_BILLING_PATHS): stands in for Stripe's pages; the API answers 404 elsewhere
            Component: RequireSession,
            children: [
              {
                path: R.testCheckout,
                ...titled(T.checkout),
                lazy: lazy(() => import('./routes/checkout-test')),
              },
              {
                path: R.testBillingManage,
                ...titled(T.manageSubscription),
                lazy: lazy(() => import('./routes/billing-test-manage')),
              },
            ],
          },
          { path: '*', ...titled(T.notFound), lazy: lazy(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
