import { itemDetailEndpoints, itemsEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** The item page's four reads (item, notes, steps, photos); swr keys are their URLs under /api/items/:id. */
export function useItemView(itemId: string) {
  const params = { params: { id: itemId } };
  const item = useApi(itemsEndpoints.get, params);
  const notes = useApi(itemDetailEndpoints.listNotes, params);
  const steps = useApi(itemDetailEndpoints.listSteps, params);
  const media = useApi(itemDetailEndpoints.listMedia, params);
  const error = item.error ?? notes.error ?? steps.error ?? media.error;
  const view =
    item.data && notes.data && steps.data && media.data
      ? { item: item.data, notes: notes.data.notes, steps: steps.data.steps, media: media.data.media }
      : undefined;
  return { view, error, isLoading: !view && !error };
}
