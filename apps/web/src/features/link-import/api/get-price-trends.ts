import { linkImportEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** Price drops and rises of a folder's items since their previous recorded price. */
export function usePriceTrends(folderId: string | undefined) {
  return useApi(linkImportEndpoints.folderTrends, folderId ? { params: { id: folderId } } : null);
}
