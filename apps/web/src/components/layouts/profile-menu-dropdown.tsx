import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CalendarClock, FolderOpen, LayoutGrid, LogOut, User } from 'lucide-react';
import { ACCOUNT_SUCCESS, SHELL_TEXTS, TOAST_TITLES, type AppUser } from '@shortlist/contracts';
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

/**
 * The Radix half of the profile menu (profile-menu.tsx), loaded and mounted open when its button is first
 * pressed: who is signed in, View Profile and Sign Out; on narrow screens also the two areas the bar has no room
 * for.
 */
export function ProfileMenuDropdown({
  trigger,
  user,
  name,
  onFolders,
  onCategories,
}: {
  trigger: ReactNode;
  user: AppUser;
  name: string;
  onFolders: boolean;
  onCategories: boolean;
}) {
  const { signOut } = useAuth();
  const navigate = useNavigate();

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
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
          <DropdownMenuItem asChild>
            <Link to={paths.thisWeek}>
              <CalendarClock aria-hidden />
              {SHELL_TEXTS.thisWeek}
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
