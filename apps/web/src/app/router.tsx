import { createBrowserRouter, type RouteObject } from 'react-router';
import { RedirectSignedIn, RequireSession } from './guards';
import { RootLayout } from './routes/root-layout';

/** A lazily loaded route module: each screen is its own chunk. */
const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        Component: RedirectSignedIn,
        children: [
          { index: true, lazy: lazy(() => import('./routes/landing')) },
          { path: 'auth', lazy: lazy(() => import('./routes/auth')) },
        ],
      },
      { path: 'about', lazy: lazy(() => import('./routes/about')) },
      { path: 'privacy', lazy: lazy(() => import('./routes/privacy')) },
      { path: 'terms', lazy: lazy(() => import('./routes/terms')) },
      { path: 'contact', lazy: lazy(() => import('./routes/contact')) },
      { path: 'dev/mailbox', lazy: lazy(() => import('./routes/dev-mailbox')) },
      {
        path: 'app',
        Component: RequireSession,
        children: [
          { index: true, lazy: lazy(() => import('./routes/app/my-folders')) },
          { path: 'folder/:folderId', lazy: lazy(() => import('./routes/app/folder')) },
          { path: 'folder/:folderId/item/:itemId', lazy: lazy(() => import('./routes/app/item')) },
          { path: 'folder/:folderId/compare', lazy: lazy(() => import('./routes/app/compare')) },
          {
            path: 'folder/:folderId/collaborative-compare',
            lazy: lazy(() => import('./routes/app/collaborative-compare')),
          },
          { path: 'categories', lazy: lazy(() => import('./routes/app/categories')) },
          { path: 'profile', lazy: lazy(() => import('./routes/app/profile')) },
          { path: 'notifications', lazy: lazy(() => import('./routes/app/notifications')) },
        ],
      },
      {
        // billing's test mode (TEST_BILLING_PATHS): stands in for Stripe's pages; the API answers 404 elsewhere
        Component: RequireSession,
        children: [
          { path: 'checkout/test/:checkoutId', lazy: lazy(() => import('./routes/checkout-test')) },
          { path: 'billing/test/manage', lazy: lazy(() => import('./routes/billing-test-manage')) },
        ],
      },
      { path: '*', lazy: lazy(() => import('./routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
