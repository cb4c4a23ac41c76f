import { commentsEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** An item's comment thread (oldest first) and whether the caller may write. */
export function useComments(itemId: string) {
  return useApi(commentsEndpoints.list, { params: { id: itemId } });
}
