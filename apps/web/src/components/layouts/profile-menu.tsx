import { lazy, Suspense, useState } from 'react';
import { Menu } from 'lucide-react';
import type { AppUser } from '@shortlist/contracts';
import { cx } from '@/lib/cx';
import { BUTTON_LOOK } from '@/lib/ui-looks';
import { displayName, initials } from '@/lib/user-name';

const loadDropdown = () => import('./profile-menu-dropdown');
const ProfileMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.ProfileMenuDropdown })));

/**
 * The ghost button's look with tighter padding: what `cn` merged `<Button variant="ghost" className="gap-2 px-2">`
 * to, written out so that the bar's button needs no tailwind-merge (profile-menu.test.tsx holds it to cn's result).
 */
export const PROFILE_BUTTON_CLASS = cx(BUTTON_LOOK.base, BUTTON_LOOK.variants.ghost, 'h-9 py-2 text-sm px-2');

/**
 * The profile menu's button in the top bar. The menu (Radix dropdown, popper, focus scope: about 8 chunks) loads
 * the first time it is pressed (like the cards' "more actions" menu): until then the button is a
 * plain one, and the first press mounts the menu open, with this same button as its trigger.
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
  const [used, setUsed] = useState(false);
  const name = displayName(user);
  const trigger = (
    <button
      type="button"
      className={PROFILE_BUTTON_CLASS}
      aria-haspopup="menu"
      // closed until the menu is there, which then says it itself (a key left here, even undefined, would override
      // the menu trigger's own when Radix merges the props)
      {...(used ? {} : { 'aria-expanded': false })}
      onPointerEnter={used ? undefined : () => void loadDropdown()}
      onClick={used ? undefined : () => setUsed(true)}
    >
      <Menu className="sm:hidden" aria-hidden />
      <span
        aria-hidden
        className="flex size-7 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
      >
        {initials(name)}
      </span>
      {/* the name comes from the content, so the visible name is part of it (WCAG 2.5.3 label in name) */}
      <span className="sr-only">Profile menu for </span>
      <span className="sr-only md:not-sr-only md:max-w-40 md:truncate">{name}</span>
    </button>
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ProfileMenuDropdown
        trigger={trigger}
        user={user}
        name={name}
        onFolders={onFolders}
        onCategories={onCategories}
      />
    </Suspense>
  );
}
