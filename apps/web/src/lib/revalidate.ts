import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Returns a function that revalidates every cached read whose URL starts with one of the prefixes
 * (`'/api/folders'` covers the list, each folder page and the folders' categories). Mutations call it with
 * what they change.
 */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...prefixes: string[]) =>
      mutate((key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix))),
    [mutate],
  );
}
