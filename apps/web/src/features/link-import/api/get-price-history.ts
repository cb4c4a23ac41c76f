import { linkImportEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** An item's price history and refresh setting. */
export function usePriceHistory(itemId: string | undefined) {
  return useApi(linkImportEndpoints.priceHistory, itemId ? { params: { id: itemId } } : null);
}
