import { useCallback } from 'react';
import type { ItemDetail } from '@shortlist/contracts';
import { useSaveItem } from './save-item';

/** "Share with the folder": a private item becomes visible to everyone in the folder. */
export function useShareItem() {
  const save = useSaveItem();
  return useCallback(
    (item: Pick<ItemDetail, 'id' | 'revision'>) =>
      save(item.id, item.revision, { fields: { isPrivate: false } }, []),
    [save],
  );
}
