import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  type ItemChanges,
  type ItemView,
  itemDetailEndpoints,
  itemsEndpoints,
  MEDIA,
} from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';
import { apiKey } from '@/lib/swr';

/** Puts a saved item view into the cache of the four reads, without refetching them. */
export function useStoreItemView() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (view: ItemView) => {
      const params = { params: { id: view.item.id } };
      await Promise.all([
        mutate(apiKey(itemsEndpoints.get, params), view.item, { revalidate: false }),
        mutate(apiKey(itemDetailEndpoints.listNotes, params), { notes: view.notes }, { revalidate: false }),
        mutate(apiKey(itemDetailEndpoints.listSteps, params), { steps: view.steps }, { revalidate: false }),
        mutate(apiKey(itemDetailEndpoints.listMedia, params), { media: view.media }, { revalidate: false }),
      ]);
    },
    [mutate],
  );
}

/**
 * Saves everything staged in edit mode as ONE multipart request (a JSON `changes` part plus the new photos);
 * the server applies it in one transaction. Reports upload progress (0..1) when photos are sent.
 */
export function useSaveItem() {
  const store = useStoreItemView();
  const revalidate = useRevalidate();
  return useCallback(
    async (
      itemId: string,
      /** The item's revision when edit mode opened: the server refuses (409) a save made after another. */
      revision: number,
      changes: ItemChanges,
      photos: readonly File[],
      onProgress?: (f: number) => void,
    ) => {
      const form = new FormData();
      form.append('revision', String(revision));
      form.append('changes', JSON.stringify(changes));
      for (const photo of photos) form.append(MEDIA.fileField, photo, photo.name);
      const view = await callEndpoint(itemDetailEndpoints.save, {
        params: { id: itemId },
        body: form,
        ...(photos.length > 0 && onProgress ? { onUploadProgress: onProgress } : {}),
      });
      await store(view);
      // the folder's cards show name, price, rating and the cover photo
      void revalidate('/api/folders');
      return view;
    },
    [store, revalidate],
  );
}
