import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SHELL_TEXTS } from '@shortlist/contracts';
import { AfterCommit } from '@/components/after-commit';
import { LeanButtonLink } from '@/components/ui/lean-button-link';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { displayName, initials } from '@/lib/user-name';

// signed in only: the menu (and the menu primitives under it) is its own chunk, off the signed-out pages
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:bg-muted aria-[current=page]:text-foreground';

/**
 * The top bar (accounts §2): wordmark, the signed-in areas and profile menu, or Log In / Sign Up. `actions`
 * (the notifications bell, composed by the app) sit before the profile menu when signed in.
 */
export function TopBar({ actions }: { actions?: ReactNode } = {}) {
  const { status, user } = useAuth();
  const { pathname } = useLocation();
  const [params] = useSearchParams();

  const onFolders = pathname === paths.app || pathname.startsWith(`${paths.app}/folder`);
  const onCategories = pathname.startsWith(paths.categories);
  const onThisWeek = pathname.startsWith(paths.thisWeek);
  const onAuth = pathname === paths.auth;
  const onSignUp =
    onAuth && (params.get('mode') === 'signup' || (!!params.get('ref') && params.get('mode') !== 'signin'));

  // the menu button's avatar, in place while the menu loads
  const avatar = user && (
    <span
      aria-hidden
      className="mx-2 flex size-7 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
    >
      {initials(displayName(user))}
    </span>
  );

  return (
    <header className="print:hidden sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
        <Link
          to={paths.home}
          className="mr-auto rounded-sm text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {SHELL_TEXTS.productName}
        </Link>

        {status === 'signed_in' && user && (
          <>
            <nav aria-label="Main" className="hidden items-center gap-1 sm:flex">
              <Link
                to={paths.categories}
                className={navLinkClass}
                aria-current={onCategories ? 'page' : undefined}
              >
                {SHELL_TEXTS.myCategories}
              </Link>
              <Link to={paths.app} className={navLinkClass} aria-current={onFolders ? 'page' : undefined}>
                {SHELL_TEXTS.myFolders}
              </Link>
              <Link
                to={paths.thisWeek}
                className={navLinkClass}
                aria-current={onThisWeek ? 'page' : undefined}
              >
                {SHELL_TEXTS.thisWeek}
              </Link>
            </nav>
            {actions}
            {/* the menu's chunk is asked for after the page's own requests (AfterCommit) */}
            <AfterCommit fallback={avatar}>
              <Suspense fallback={avatar}>
                <ProfileMenu user={user} onFolders={onFolders} onCategories={onCategories} />
              </Suspense>
            </AfterCommit>
          </>
        )}

        {status === 'signed_out' && (
          <nav aria-label="Account" className="flex items-center gap-2">
            <LeanButtonLink
              variant="ghost"
              size="sm"
              className="aria-[current=page]:bg-muted"
              to={paths.auth}
              aria-current={onAuth && !onSignUp ? 'page' : undefined}
            >
              {SHELL_TEXTS.logIn}
            </LeanButtonLink>
            <LeanButtonLink
              size="sm"
              className="aria-[current=page]:ring-2 aria-[current=page]:ring-ring/40"
              to={paths.signUp}
              aria-current={onSignUp ? 'page' : undefined}
            >
              {SHELL_TEXTS.signUp}
            </LeanButtonLink>
          </nav>
        )}
      </div>
    </header>
  );
}
