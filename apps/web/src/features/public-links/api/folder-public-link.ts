import { useCallback } from 'react';
import { publicLinksEndpoints, type PublicLinkCreateInput } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { apiKey, useApi } from '@/lib/swr';
import { useSWRConfig } from 'swr';

/** The owner's view of a folder's live public link (null: none). */
export function useFolderPublicLink(folderId: string, enabled: boolean) {
  return useApi(publicLinksEndpoints.get, enabled ? { params: { id: folderId } } : null);
}

/** Create (or replace) and turn off the folder's public link; both refresh the dialog's read. */
export function usePublicLinkActions(folderId: string) {
  const { mutate } = useSWRConfig();
  const key = apiKey(publicLinksEndpoints.get, { params: { id: folderId } });
  const create = useCallback(
    async (input: PublicLinkCreateInput) => {
      const link = await callEndpoint(publicLinksEndpoints.create, { params: { id: folderId }, body: input });
      await mutate(key, { link }, { revalidate: false });
      return link;
    },
    [folderId, key, mutate],
  );
  const revoke = useCallback(async () => {
    await callEndpoint(publicLinksEndpoints.revoke, { params: { id: folderId } });
    await mutate(key, { link: null }, { revalidate: false });
  }, [folderId, key, mutate]);
  return { create, revoke };
}
