import { decideEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** The folder's decision view with my or the group's weights (revalidated by revision: cheap to repeat). */
export function useDecision(folderId: string | undefined, weights: 'mine' | 'group') {
  return useApi(
    decideEndpoints.view,
    folderId ? { params: { id: folderId }, query: { weights } as never } : null,
  );
}
