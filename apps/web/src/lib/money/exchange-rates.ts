import { useCallback } from 'react';
import { type ExchangeRatesBody, moneyEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';
import { useApi } from '@/lib/swr';

/** A folder's currency, its exchange rates and the other currencies its items are priced in. */
export function useFolderMoney(folderId: string | undefined) {
  return useApi(moneyEndpoints.get, folderId ? { params: { id: folderId } } : null);
}

/** Replaces the folder's rates (owner only); Decide and Compare read them again. */
export function useSaveExchangeRates(folderId: string) {
  const revalidate = useRevalidate();
  return useCallback(
    async (rates: ExchangeRatesBody['rates']) => {
      const money = await callEndpoint(moneyEndpoints.update, { params: { id: folderId }, body: { rates } });
      await revalidate(`/api/folders/${folderId}`);
      return money;
    },
    [folderId, revalidate],
  );
}
