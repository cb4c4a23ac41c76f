import type { ComponentProps } from 'react';
import { EMPTY_STATE_LOOK } from '@/lib/ui-looks';
import { EmptyStateContent } from './empty-state-content';

/**
 * EmptyState without a className to merge, so without tailwind-merge: for My Folders' first load
 * and the lists that show the state as it is.
 */
export function LeanEmptyState(props: ComponentProps<typeof EmptyStateContent>) {
  return (
    <div className={EMPTY_STATE_LOOK}>
      <EmptyStateContent {...props} />
    </div>
  );
}
