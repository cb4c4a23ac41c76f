import { Link, useNavigate } from 'react-router';
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
import { displayName, initials } from '@/lib/user-name';

/**
 * The profile menu: who is signed in, View Profile and Sign Out. On narrow screens it also carries the two
 * areas the bar has no room for.
 */
export function ProfileMenu({
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
