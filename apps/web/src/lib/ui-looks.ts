/**
 * The looks of the primitives, written once: the full components (components/ui/button.tsx, badge.tsx,
 * card.tsx) merge a caller's classes into them with cn, the lean twins (components/ui/lean*.tsx) join them with cx.
 * A look's own parts never conflict with each other (lean.test.tsx holds them to cn's result). Plain strings, no
 * imports: both the first load and the signed-in routes share this module without pulling anything along.
 */
export const BUTTON_LOOK = {
  base: 'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  variants: {
    primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
    destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
    outline: 'border border-input bg-background hover:bg-muted',
    secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
    ghost: 'hover:bg-muted',
    link: 'text-primary underline-offset-4 hover:underline',
  },
  // the text size is the size's, not the base's, so that no size overrides the base; the smallest target is 32 px
  // (WCAG 2.5.8 asks at least 24)
  sizes: {
    default: 'h-9 px-4 py-2 text-sm',
    sm: 'h-8 px-3 text-xs',
    lg: 'h-10 px-6 text-sm',
    icon: 'h-9 w-9 text-sm',
  },
} as const;

export interface ButtonLookProps {
  variant?: keyof typeof BUTTON_LOOK.variants;
  size?: keyof typeof BUTTON_LOOK.sizes;
}

/** The button look's classes, unmerged: base, variant, size. */
export function buttonLook({ variant = 'primary', size = 'default' }: ButtonLookProps): string[] {
  return [BUTTON_LOOK.base, BUTTON_LOOK.variants[variant], BUTTON_LOOK.sizes[size]];
}

export const BADGE_LOOK = {
  base: 'inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap',
  variants: {
    default: 'bg-primary text-primary-foreground',
    secondary: 'bg-secondary text-secondary-foreground',
    outline: 'border text-foreground',
    accent: 'bg-accent text-accent-foreground',
    destructive: 'bg-destructive text-destructive-foreground',
  },
} as const;

export type BadgeVariant = keyof typeof BADGE_LOOK.variants;

export const CARD_LOOK = 'rounded-lg border bg-card text-card-foreground shadow-xs';

/** A checkbox's look (components/ui/checkbox.tsx): a 20 px box; the ::after widens the tap target to 28 px (WCAG
 * 2.5.8 asks at least 24). */
export const CHECKBOX_LOOK =
  'peer relative size-5 shrink-0 rounded-sm after:absolute after:-inset-1 border border-input bg-background disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground';

/** A text field's look (components/ui/input.tsx; the search box joins it with cx, search-input.tsx). */
export const FIELD_LOOK =
  'w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive';

/** An empty or error state's frame (components/ui/empty-state.tsx merges a caller's overrides into it). */
export const EMPTY_STATE_LOOK =
  'flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-6 py-12 text-center';
