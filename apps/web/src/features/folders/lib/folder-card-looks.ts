import { cx } from '@/lib/cx';
import { BADGE_LOOK, BUTTON_LOOK } from '@/lib/ui-looks';

/*
 * The classes of a folder card and of what it holds, written out as tailwind-merge merged them (`cn`), so that My
 * Folders' first load needs no tailwind-merge (its 8 KB and its class map, a long task of its own on
 * a phone). folder-card-looks.test.ts holds each to cn's result.
 */

/** The card's frame: dragged, a drop target under the pointer, selected for deletion. */
export function folderCardClass(state: { isDragging: boolean; isOver: boolean; selected: boolean }): string {
  return cx(
    'flex h-full flex-col gap-3 rounded-lg border p-4 text-card-foreground shadow-xs transition-colors',
    // under a dragged entity the accent replaces the card's background (and its border shows the target)
    state.isOver ? 'border-primary bg-accent ring-2 ring-primary' : 'bg-card',
    state.isDragging && 'opacity-50',
    state.selected && !state.isOver && 'border-primary',
  );
}

// `flex-1` sets flex-shrink, so the look's `shrink-0` goes (what tailwind-merge did)
const growingButtonBase = BUTTON_LOOK.base
  .split(' ')
  .filter((name) => name !== 'shrink-0')
  .join(' ');

/** "Open Folder" (the default look, small) and "Share" (outline, small): each takes half the card's row. */
export const OPEN_BUTTON_CLASS = cx(
  growingButtonBase,
  BUTTON_LOOK.variants.primary,
  BUTTON_LOOK.sizes.sm,
  'flex-1',
);
export const SHARE_BUTTON_CLASS = cx(
  growingButtonBase,
  BUTTON_LOOK.variants.outline,
  BUTTON_LOOK.sizes.sm,
  'flex-1',
);

/** The "shared" badge. */
export const SHARED_BADGE_CLASS = cx(BADGE_LOOK.base, BADGE_LOOK.variants.accent);

/** The top-level drop zone shown while a folder is dragged, and under the pointer. */
export function rootDropZoneClass(isOver: boolean): string {
  return cx(
    'flex items-center justify-center gap-2 rounded-lg border-2 border-dashed p-4 text-sm',
    isOver ? 'border-primary bg-accent text-accent-foreground' : 'text-muted-foreground',
  );
}
