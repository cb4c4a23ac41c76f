import type { AnchorHTMLAttributes, HTMLAttributes } from 'react';
import { cx } from '@/lib/cx';
import { BADGE_LOOK, type BadgeVariant, buttonLook, type ButtonLookProps, CARD_LOOK } from '@/lib/ui-looks';

/** A plain anchor (an in-page `#section` link) with the button look. */
export function LeanButtonAnchor({
  variant,
  size,
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonLookProps) {
  return <a className={cx(buttonLook({ variant, size }), className)} {...props} />;
}

export function LeanBadge({
  variant = 'secondary',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={cx(BADGE_LOOK.base, BADGE_LOOK.variants[variant], className)} {...props} />;
}

export function LeanCard({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(CARD_LOOK, className)} {...props} />;
}
