import { useCallback } from 'react';
import { type ThisOrThatAnswer, thisOrThatEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useRevalidate } from '@/lib/revalidate';

/** Starting, answering and confirming ratings; the round's read is replaced by each answer. */
export function useThisOrThatActions(folderId: string) {
  const revalidate = useRevalidate();
  const params = { id: folderId };
  const refresh = useCallback(() => revalidate(`/api/folders/${folderId}`), [revalidate, folderId]);
  return {
    start: () => callEndpoint(thisOrThatEndpoints.start, { params }),
    answer: (leftId: string, rightId: string, answer: ThisOrThatAnswer) =>
      callEndpoint(thisOrThatEndpoints.answer, { params, body: { leftId, rightId, answer } }),
    saveRatings: async (ratings: Record<string, number>) => {
      const saved = await callEndpoint(thisOrThatEndpoints.applyRatings, { params, body: { ratings } });
      await refresh();
      return saved.saved;
    },
  };
}
