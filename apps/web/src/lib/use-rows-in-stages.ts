import { startTransition, useEffect, useState } from 'react';

/** How many rows a long list paints at once (or shows until asked for all), and how many more each stage adds. */
export const FIRST_ROWS = 24;
const ROWS_PER_STAGE = 48;

/**
 * How many of a list's `total` rows to render: the first `first` at once, so the screen shows content as soon
 * as it can, then more in stages, each a transition after a macrotask, so input and paint come between them and
 * no commit holds the page for long. Rows should be memoised so that a stage renders only the rows it adds.
 */
export function useRowsInStages(total: number, first = FIRST_ROWS): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount(count + ROWS_PER_STAGE)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(total, count);
}
