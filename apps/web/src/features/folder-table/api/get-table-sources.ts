import { categoriesEndpoints, decideEndpoints, foldersEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';
import type { TableSources } from '../lib/table-model';

/**
 * The three reads the table is built from, each the same swr key as the tab that reads it (the folder page, the
 * Decide tab with my weights, Add Item's categories), so switching tabs reuses what is loaded.
 */
export function useTableSources(folderId: string) {
  const params = { params: { id: folderId } };
  const folder = useApi(
    foldersEndpoints.get,
    { ...params, query: { sort: 'date', order: 'desc' } },
    {
      keepPreviousData: true,
    },
  );
  const decision = useApi(decideEndpoints.view, { ...params, query: { weights: 'mine' } as never });
  const categories = useApi(categoriesEndpoints.availableForFolder, params);
  const data: TableSources | undefined =
    folder.data && decision.data && categories.data
      ? { folder: folder.data, decision: decision.data, categories: categories.data }
      : undefined;
  return { data, error: folder.error ?? decision.error ?? categories.error };
}
