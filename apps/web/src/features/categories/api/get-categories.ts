import { categoriesEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** My categories and those shared with me through folders, with attributes and usage counts. */
export function useCategories() {
  return useApi(categoriesEndpoints.list, {});
}
