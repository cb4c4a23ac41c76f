import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { EMPTY_STATE_LOOK } from '@/lib/ui-looks';
import { EmptyStateContent } from './empty-state-content';

/**
 * The spec's empty and error states: a title, a line of help, an optional action. `className` overrides the frame's
 * classes (tailwind-merge); without one, lean-empty-state.tsx is the same state without tailwind-merge.
 */
export function EmptyState({
  className,
  ...content
}: ComponentProps<typeof EmptyStateContent> & { className?: string }) {
  return (
    <div className={cn(EMPTY_STATE_LOOK, className)}>
      <EmptyStateContent {...content} />
    </div>
  );
}
