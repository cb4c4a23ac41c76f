import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FolderOpen, LayoutGrid, LogOut, Menu, User } from 'lucide-react';
import { ACCOUNT_SUCCESS, SHELL_TEXTS, TOAST_TITLES, type AppUser } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { cn } from '@/lib/cn';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:bg-muted aria-[current=page]:text-foreground';

/** The name the top bar shows for a user: full name, else nickname, else e-mail. */
function displayName(user: AppUser): string {
  return user.profile.fullName || user.profile.nickname || user.email;
}

function initials(name: string): string {
  const letters = name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase());
  return letters.join('') || '?';
}

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
  const onAuth = pathname === paths.auth;
  const onSignUp =
    onAuth && (params.get('mode') === 'signup' || (!!params.get('ref') && params.get('mode') !== 'signin'));

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
            </nav>
            {actions}
            <ProfileMenu user={user} onFolders={onFolders} onCategories={onCategories} />
          </>
        )}

        {status === 'signed_out' && (
          <nav aria-label="Account" className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm" className="aria-[current=page]:bg-muted">
              <Link to={paths.auth} aria-current={onAuth && !onSignUp ? 'page' : undefined}>
                {SHELL_TEXTS.logIn}
              </Link>
            </Button>
            <Button asChild size="sm" className="aria-[current=page]:ring-2 aria-[current=page]:ring-ring/40">
              <Link to={paths.signUp} aria-current={onSignUp ? 'page' : undefined}>
                {SHELL_TEXTS.signUp}
              </Link>
            </Button>
          </nav>
        )}
      </div>
    </header>
  );
}

/**
 * The profile menu: who is signed in, View Profile and Sign Out. On narrow screens it also carries the two
 * areas the bar has no room for.
 */
function ProfileMenu({
  user,
  onFolders,
  onCategories,
}: {
  user: AppUser;
  onFolders: boolean;
  onCategories: boolean;
}) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const name = displayName(user);

  const handleSignOut = async () => {
    try {
      await signOut();
      toast.success(ACCOUNT_SUCCESS.signedOut);
      navigate(paths.home, { replace: true });
    } catch (error) {
      toast.error(authErrorMessage(error), TOAST_TITLES.signOutFailed);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* the name comes from the content, so the visible name is part of it (WCAG 2.5.3 label in name) */}
        <Button variant="ghost" className="gap-2 px-2">
          <Menu className="sm:hidden" aria-hidden />
          <span
            aria-hidden
            className="flex size-7 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
          >
            {initials(name)}
          </span>
          <span className="sr-only">Profile menu for </span>
          <span className="sr-only md:not-sr-only md:max-w-40 md:truncate">{name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{name}</span>
          <span className="text-xs font-normal break-all text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className="sm:hidden">
          <DropdownMenuItem asChild className={cn(onCategories && 'bg-muted')}>
            <Link to={paths.categories} aria-current={onCategories ? 'page' : undefined}>
              <LayoutGrid aria-hidden />
              {SHELL_TEXTS.myCategories}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild className={cn(onFolders && 'bg-muted')}>
            <Link to={paths.app} aria-current={onFolders ? 'page' : undefined}>
              <FolderOpen aria-hidden />
              {SHELL_TEXTS.myFolders}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
        </div>
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <User aria-hidden />
            {SHELL_TEXTS.viewProfile}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void handleSignOut()}>
          <LogOut aria-hidden />
          {SHELL_TEXTS.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
