import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { BADGE_LOOK, type BadgeVariant } from '@/lib/ui-looks';

export function Badge({
  className,
  variant = 'secondary',
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={cn(BADGE_LOOK.base, BADGE_LOOK.variants[variant], className)} {...props} />;
}
