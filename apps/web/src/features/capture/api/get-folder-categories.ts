import { categoriesEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** The categories an item of the chosen folder may use, with their attributes (null: no folder yet). */
export function useCaptureCategories(folderId: string | null) {
  return useApi(categoriesEndpoints.availableForFolder, folderId ? { params: { id: folderId } } : null);
}
