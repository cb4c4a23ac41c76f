import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { emitLiveSignal } from './live-bus';
import { connectLive, type LiveConnectionOptions } from './live-connection';
import { staleKeys } from './live-keys';

/**
 * While mounted (a signed-in tab), keeps the live stream open and revalidates exactly the reads its events name;
 * a revalidate-all, and a first stream's `ready`, revalidate every mounted API read (304s when nothing changed)
 * and tell the live bus `'all'` (presence beats at once). Unmounting (sign-out) closes the stream.
 */
export function useLiveUpdates(
  options: Pick<LiveConnectionOptions, 'EventSourceImpl' | 'getTicket' | 'retryMs'> = {},
) {
  const { mutate } = useSWRConfig();
  const { EventSourceImpl, getTicket, retryMs } = options;
  useEffect(() => {
    const connection = connectLive({
      EventSourceImpl,
      getTicket,
      retryMs,
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
  }, [mutate, EventSourceImpl, getTicket, retryMs]);
}
