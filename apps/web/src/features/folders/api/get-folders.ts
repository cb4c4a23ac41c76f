import { FOLDER_ROUTES, type foldersEndpoints } from '@shortlist/contracts';
import { preload } from 'swr';
import { callRoute } from '@/lib/api-client';
import { apiKey, useRoute } from '@/lib/swr';

/** My top-level folders and the top-level folders shared with me, newest first (no schemas: My Folders' cold load). */
export function useFolders() {
  return useRoute<typeof foldersEndpoints.list>(FOLDER_ROUTES.list, {});
}

/**
 * Sends the same read now; the next `useFolders` to mount takes its answer instead of sending its own (swr's
 * preload). Only for a page that is about to render: an answer nobody takes would be served to a
 * later visit as if fresh.
 */
export function preloadFolders(): void {
  const read = preload(apiKey(FOLDER_ROUTES.list, {}), () =>
    callRoute<typeof foldersEndpoints.list>(FOLDER_ROUTES.list, {}),
  );
  // the page's hook takes the answer and shows a failure; this copy only keeps it from being reported unhandled
  read.catch(() => undefined);
}
