import { Loader2 } from 'lucide-react';
import { cx } from '@/lib/cx';

/**
 * A spinner with its text for screen readers and sighted users alike ("Loading folders..."). It is on the first
 * load, so its classes are joined, not merged: a className replaces the vertical padding (py-8), nothing else.
 */
export function Spinner({ label, className = 'py-8' }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cx('flex items-center justify-center gap-2 text-sm text-muted-foreground', className)}
    >
      <Loader2 className="size-4 animate-spin" aria-hidden />
      <span>{label ?? 'Loading...'}</span>
    </div>
  );
}
