import { lazy, Suspense, useState } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { FOLDER_TEXTS } from '@shortlist/contracts';
import { cx } from '@/lib/cx';
import { BUTTON_LOOK } from '@/lib/ui-looks';

const loadDropdown = () => import('./move-to-dropdown');

/**
 * The ghost icon button's look at 32 px: what `cn` merged `<Button variant="ghost" size="icon" className="-mt-1 -mr-1
 * size-8">` to (`size-8` replaces `h-9 w-9`), written out so that the cards need no tailwind-merge
 * (move-to-menu.test.tsx holds it to cn's result).
 */
export const MORE_ACTIONS_BUTTON_CLASS = cx(
  BUTTON_LOOK.base,
  BUTTON_LOOK.variants.ghost,
  'text-sm -mt-1 -mr-1 size-8',
);
const MoveToDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.MoveToDropdown })));

/**
 * A card's "more actions" menu with "Move to...": the non-drag way to move a folder or an item. The menu (Radix
 * dropdown, popper, focus scope) loads the first time one is opened (the shell budget): until then the
 * button is a plain one, and the first press mounts the menu open.
 */
export function MoveToMenu({ name, onMoveTo }: { name: string; onMoveTo(): void }) {
  const [used, setUsed] = useState(false);
  const trigger = (
    <button
      type="button"
      className={MORE_ACTIONS_BUTTON_CLASS}
      aria-label={FOLDER_TEXTS.moreActions(name)}
      aria-haspopup="menu"
      onPointerEnter={used ? undefined : () => void loadDropdown()}
      onClick={used ? undefined : () => setUsed(true)}
    >
      <MoreHorizontal aria-hidden />
    </button>
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <MoveToDropdown trigger={trigger} onMoveTo={onMoveTo} />
    </Suspense>
  );
}
