import { FOLDER_ROUTES, type foldersEndpoints } from '@shortlist/contracts';
import { useRoute } from '@/lib/swr';

/** My top-level folders and the top-level folders shared with me, newest first (no schemas: My Folders' cold load). */
export function useFolders() {
  return useRoute<typeof foldersEndpoints.list>(FOLDER_ROUTES.list, {});
}
