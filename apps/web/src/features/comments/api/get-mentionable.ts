import { commentsEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** The people a comment on the item can mention; read only once the person may write. */
export function useMentionable(itemId: string, enabled: boolean) {
  return useApi(commentsEndpoints.mentionable, enabled ? { params: { id: itemId } } : null);
}
