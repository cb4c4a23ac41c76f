import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  type CriterionSettings,
  decideEndpoints,
  type DecisionView,
  type ItemStatus,
} from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';
import { apiKey } from '@/lib/swr';

/** The decision view's writes; each revalidates the folder's reads. */
export function useDecideActions(folderId: string) {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  const after = useCallback(() => revalidate(`/api/folders/${folderId}`), [revalidate, folderId]);
  return {
    saveWeights: async (weights: Record<string, number>) => {
      await callEndpoint(decideEndpoints.updateWeights, { params: { id: folderId }, body: { weights } });
      await after();
    },
    saveBudget: async (budget: string) => {
      await callEndpoint(decideEndpoints.updateBudget, {
        params: { id: folderId },
        body: { budget: budget.trim() === '' ? null : budget } as never,
      });
      await after();
    },
    /**
     * The decision view shows the new status before the server answers and goes back to what it was when the
     * server refuses (the error goes to the caller); the ranking and the record follow on revalidation.
     */
    setStatus: async (itemId: string, status: ItemStatus, weights: 'mine' | 'group', reason?: string) => {
      const statusReason = reason?.trim() ? reason.trim() : null;
      const shown = (view: DecisionView | undefined) =>
        view && {
          ...view,
          items: view.items.map((i) => (i.id === itemId ? { ...i, status, statusReason } : i)),
        };
      await mutate<DecisionView>(
        apiKey(decideEndpoints.view, { params: { id: folderId }, query: { weights } as never }),
        async (current) => {
          await callEndpoint(decideEndpoints.setStatus, {
            params: { id: itemId },
            body: { status, reason: reason ?? null, weights } as never,
          });
          return shown(current);
        },
        {
          optimisticData: (current) => shown(current)!,
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
      await after();
    },
    saveCriteria: async (criteria: Record<string, CriterionSettings>) => {
      await callEndpoint(decideEndpoints.updateCriteria, { params: { id: folderId }, body: { criteria } });
      await after();
    },
    setTargetPrice: async (itemId: string, targetPrice: string) => {
      await callEndpoint(decideEndpoints.setTargetPrice, {
        params: { id: itemId },
        body: { targetPrice: targetPrice.trim() === '' ? null : targetPrice } as never,
      });
      await after();
    },
    reopen: async () => {
      await callEndpoint(decideEndpoints.reopen, { params: { id: folderId } });
      await after();
    },
    lockGroup: async (locked: boolean) => {
      await callEndpoint(decideEndpoints.lockGroup, { params: { id: folderId }, body: { locked } });
      await after();
    },
    markSeen: async (weights: 'mine' | 'group') => {
      await callEndpoint(decideEndpoints.markSeen, { params: { id: folderId }, query: { weights } as never });
    },
  };
}
