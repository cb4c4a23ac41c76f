import { useCallback } from 'react';
import { type BallotInput, type OpenVoteInput, votesEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useApi } from '@/lib/swr';
import { useRevalidate } from '@/lib/revalidate';

/** The folder's current dot vote and earlier ones, as the reader may see them (live events revalidate it). */
export function useVotes(folderId: string | undefined) {
  return useApi(votesEndpoints.get, folderId ? { params: { id: folderId } } : null);
}

/** The vote's writes; each revalidates the folder's reads (the vote panel, the Decide tab). */
export function useVoteActions(folderId: string) {
  const revalidate = useRevalidate();
  const after = useCallback(() => revalidate(`/api/folders/${folderId}`), [revalidate, folderId]);
  const params = { id: folderId };
  return {
    open: async (body: OpenVoteInput) => {
      await callEndpoint(votesEndpoints.open, { params, body: body as never });
      await after();
    },
    cast: async (body: BallotInput) => {
      await callEndpoint(votesEndpoints.ballot, { params, body: body as never });
      await after();
    },
    reveal: async () => {
      await callEndpoint(votesEndpoints.reveal, { params });
      await after();
    },
    close: async () => {
      await callEndpoint(votesEndpoints.close, { params });
      await after();
    },
    remind: async () => {
      const { reminded } = await callEndpoint(votesEndpoints.remind, { params });
      await after();
      return reminded;
    },
    overrule: async (vetoedItemId: string, reason: string) => {
      await callEndpoint(votesEndpoints.overrule, { params, body: { vetoedItemId, reason } });
      await after();
    },
  };
}
