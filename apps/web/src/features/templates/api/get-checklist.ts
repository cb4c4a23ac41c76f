import { templatesEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** A folder's getting-started checklist (null: none for this folder or viewer). */
export function useFolderChecklist(folderId: string) {
  return useApi(templatesEndpoints.checklist, { params: { id: folderId } });
}
