import { foldersEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** My top-level folders and the top-level folders shared with me, newest first. */
export function useFolders() {
  return useApi(foldersEndpoints.list, {});
}
