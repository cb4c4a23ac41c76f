import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { emitLiveSignal } from './live-bus';
import { connectLive, type LiveConnectionOptions } from './live-connection';
import { staleKeys } from './live-keys';
import { liveStart } from './live-start';

/**
 * While mounted (a signed-in tab), keeps the live stream open and revalidates exactly the reads its events name;
 * a revalidate-all, and the `ready` of a first stream with no position to start from, revalidate every mounted
 * API read (304s when nothing changed) and tell the live bus `'all'` (presence beats at once). The stream starts
 * from the page load's position (live-start.ts) when the session answered one. Unmounting (sign-out) closes it.
 * `onStatus` hears where the stream stands (live-connection.ts's LiveStatus).
 */
export function useLiveUpdates(
  options: Pick<
    LiveConnectionOptions,
    'EventSourceImpl' | 'getTicket' | 'retryMs' | 'startFrom' | 'onStatus'
  > = {},
) {
  const { mutate } = useSWRConfig();
  const { EventSourceImpl, getTicket, retryMs, startFrom } = options;
  // the latest listener, without opening a new stream when only it changed
  const onStatus = useRef(options.onStatus);
  useEffect(() => {
    onStatus.current = options.onStatus;
  });
  useEffect(() => {
    const connection = connectLive({
      EventSourceImpl,
      getTicket,
      retryMs,
      startFrom: startFrom ?? liveStart(),
      onStatus: (status) => onStatus.current?.(status),
      onChange(change) {
        void mutate(staleKeys(change));
        emitLiveSignal(change);
      },
      onRevalidateAll() {
        void mutate((key) => typeof key === 'string' && key.startsWith('/api/'));
        emitLiveSignal('all');
      },
    });
    return () => connection.close();
  }, [mutate, EventSourceImpl, getTicket, retryMs, startFrom]);
}
