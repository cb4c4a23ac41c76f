import { useMemo } from 'react';
import { type ProfileRef, sharingEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/**
 * The people a step of the item may be assigned to: the folder's owner and everyone it is shared with; for a
 * private item, its creator alone (`onlyId`).
 */
export function useFolderMembers(folderId: string, onlyId: string | null): ProfileRef[] {
  const { data } = useApi(sharingEndpoints.listCollaborators, { params: { id: folderId } });
  return useMemo(() => {
    if (!data) return [];
    const people = new Map<string, ProfileRef>();
    for (const p of [data.owner, ...data.collaborators.map((c) => c.profile)]) people.set(p.id, p);
    const all = [...people.values()];
    return onlyId ? all.filter((p) => p.id === onlyId) : all;
  }, [data, onlyId]);
}
