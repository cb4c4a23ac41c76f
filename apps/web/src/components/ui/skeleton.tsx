import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { SKELETON_LOOK } from '@/lib/screen-looks';

/**
 * A grey shape of the content's size while it loads, hidden from screen readers. Its classes are joined, not
 * merged (it is on first loads): give it a size and margins; `circle` makes it round.
 */
export function Skeleton({ className, circle = false }: { className?: string; circle?: boolean }) {
  return <div aria-hidden className={cx(SKELETON_LOOK, circle ? 'rounded-full' : 'rounded-md', className)} />;
}

/**
 * A content area while it loads: skeletons in the shape of what comes keep the layout from jumping, and the
 * spec's loading text ("Loading folders...") is read out to screen readers, not shown.
 */
export function LoadingArea({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
