import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { itemsEndpoints } from '@shortlist/contracts';
import { onLiveSignal } from '@/lib/live/live-bus';
import { apiKey } from '@/lib/swr';

/**
 * An item made private by its creator is named to the creator alone by the live stream, but
 * its folder is named to everyone who sees it: when an event names the item's folder and not the item, the
 * open page asks for the item again (a 304 when nothing changed; a 404 once it is no longer theirs to see), so
 * it does not keep showing an item its viewer has lost.
 */
export function useItemFollowsFolder(itemId: string, folderId: string): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const key = apiKey(itemsEndpoints.get, { params: { id: itemId } });
    return onLiveSignal((signal) => {
      if (signal === 'all' || signal.items.includes(itemId)) return; // revalidated already
      if (signal.folders.includes(folderId)) void mutate(key);
    });
  }, [itemId, folderId, mutate]);
}
