import type { ButtonHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';
import { buttonLook, type ButtonLookProps } from '@/lib/ui-looks';

/**
 * Lean twins of Button, Badge and Card for the first load (the shell and the landing page): the same looks
 * (lib/ui-looks.ts), classes joined with cx, no tailwind-merge, no Radix Slot. A lean component adds its className
 * as is, so give it only classes that do not fight the look (margins, layout inside it, aria- and state
 * variants); everywhere else the full components (button.tsx, badge.tsx, card.tsx) merge a caller's overrides.
 * The router link twin is in lean-button-link.tsx and the page content twins (badge, card, anchor) in
 * lean-content.tsx, so that each route carries only what it renders.
 */

/** A `<button>` with the button look (type="button" unless told). */
export function LeanButton({
  variant,
  size,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonLookProps) {
  return <button type="button" className={cx(buttonLook({ variant, size }), className)} {...props} />;
}
