import { useEffect } from 'react';
import { onLiveSignal } from '@/lib/live/live-bus';

/**
 * The feed is a paginated read, which the live stream's swr revalidation skips (swr's filter never matches an
 * infinite key): it listens itself and revalidates when an event names its folder (a change anywhere below
 * names its ancestors too), when access changed, or after a revalidate-all.
 */
export function useLiveActivity(folderId: string, revalidate: () => unknown): void {
  useEffect(
    () =>
      onLiveSignal((signal) => {
        if (signal === 'all' || signal.access || signal.folders.includes(folderId)) void revalidate();
      }),
    [folderId, revalidate],
  );
}
