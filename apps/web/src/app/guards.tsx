import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SHELL_TEXTS } from '@shortlist/contracts';
import { paths } from '@/config/paths';
import { postSignInPath } from '@/lib/auth/return-path';
import { useAuth } from '@/lib/auth/auth-context';

// rarely shown, so off the first load (the service worker keeps every chunk, so it opens offline too)
const SessionOffline = lazy(() => import('@/components/layouts/session-offline'));

/**
 * /app/*: "Loading..." while the session loads, then /auth (replacing history) when signed out; "sign-in needs a
 * connection" while the session could not be checked (offline), until it can.
 */
export function RequireSession() {
  const { status } = useAuth();
  const location = useLocation();
  const loading = (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-muted-foreground">
      {SHELL_TEXTS.loading}
    </div>
  );
  if (status === 'loading') return loading;
  if (status === 'offline')
    return (
      <Suspense fallback={loading}>
        <SessionOffline />
      </Suspense>
    );
  if (status === 'signed_out')
    return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** / and /auth: a signed-in user goes straight to /app. */
export function RedirectSignedIn() {
  const { status } = useAuth();
  if (status === 'signed_in') return <Navigate to={postSignInPath()} replace />;
  return <Outlet />;
}
