import { foldersEndpoints, type ItemSortKey, type SortOrder } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

export interface ItemSort {
  sort: ItemSortKey;
  order: SortOrder;
}

/** The folder page in one read: folder, breadcrumb, subfolders and items sorted as asked. */
export function useFolder(folderId: string | null, sort: ItemSort = { sort: 'date', order: 'desc' }) {
  return useApi(foldersEndpoints.get, folderId ? { params: { id: folderId }, query: sort } : null, {
    keepPreviousData: true,
  });
}
