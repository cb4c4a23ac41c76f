import { lazy, Suspense, useState } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { FOLDER_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';

const loadDropdown = () => import('./move-to-dropdown');
const MoveToDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.MoveToDropdown })));

/**
 * A card's "more actions" menu with "Move to...": the non-drag way to move a folder or an item. The menu (Radix
 * dropdown, popper, focus scope) loads the first time one is opened (issue 13's shell budget): until then the
 * button is a plain one, and the first press mounts the menu open.
 */
export function MoveToMenu({ name, onMoveTo }: { name: string; onMoveTo(): void }) {
  const [used, setUsed] = useState(false);
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      className="-mt-1 -mr-1 size-8"
      aria-label={FOLDER_TEXTS.moreActions(name)}
      aria-haspopup="menu"
      onPointerEnter={used ? undefined : () => void loadDropdown()}
      onClick={used ? undefined : () => setUsed(true)}
    >
      <MoreHorizontal aria-hidden />
    </Button>
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <MoveToDropdown trigger={trigger} onMoveTo={onMoveTo} />
    </Suspense>
  );
}
