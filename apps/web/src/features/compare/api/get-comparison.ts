import { compareEndpoints, type CompareType } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** The side-by-side comparison of COMPARE.minItems to COMPARE.maxItems items (collaborative: with everyone's ratings). */
export function useComparison(folderId: string, itemIds: string[], type: CompareType) {
  return useApi(
    compareEndpoints.compare,
    itemIds.length > 0 ? { params: { id: folderId }, query: { items: itemIds.join(','), type } } : null,
  );
}
