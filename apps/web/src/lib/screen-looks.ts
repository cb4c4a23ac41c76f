/*
 * Looks that only the signed-in screens use (tabs, skeletons, popovers and the select's list). They live apart
 * from ui-looks.ts because the landing page's entry imports that module, and a module in the entry carries every
 * export that any later chunk uses.
 */

/** A tab's look, for in-page tabs (Radix, data-state) and for tabs that are links (aria-current): 36 px high. */
export const TAB_LOOK =
  'inline-flex h-9 shrink-0 items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-2 text-sm sm:px-3 font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring data-[state=active]:border-primary data-[state=active]:text-foreground aria-[current=page]:border-primary aria-[current=page]:text-foreground';

/** A skeleton's look while content loads; the caller gives its size (and rounded-full for a round one). */
export const SKELETON_LOOK = 'animate-pulse bg-muted';

/** The floating surfaces (menus, popovers, the select's list): above the page, framed, with a shadow. */
export const FLOATING_LOOK = 'z-50 rounded-md border bg-background text-foreground shadow-md outline-none';
