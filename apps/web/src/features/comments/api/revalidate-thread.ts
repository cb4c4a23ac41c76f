import { useCallback } from 'react';
import { useRevalidate } from '@/lib/revalidate';

/** After a comment changes: the thread and the item (its count), and the folder pages' item cards. */
export function useRevalidateThread() {
  const revalidate = useRevalidate();
  return useCallback((itemId: string) => revalidate(`/api/items/${itemId}`, '/api/folders/'), [revalidate]);
}
