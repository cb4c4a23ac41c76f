import { categoriesEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** Categories an item of this folder may use (mine plus those shared through the folder), with attributes. */
export function useFolderCategories(folderId: string, enabled = true) {
  return useApi(categoriesEndpoints.availableForFolder, enabled ? { params: { id: folderId } } : null);
}
