import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, letting later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/*
 * tailwind-merge builds its class map on its first call: about 10 ms of main thread on a quiet desktop, 30 to 55 ms
 * on a loaded one, 4x that on Lighthouse's phone. Built here in a task of its own, as soon as this module loads
 * (with a page's chunks, while the page waits for its session and data), the first render that merges classes no
 * longer pays for it inside its own long task. The results are tailwind-merge's, unchanged.
 */
setTimeout(
  () => twMerge('h-9 w-9 size-8 px-4 px-2 shrink-0 flex-1 hover:bg-muted focus-visible:outline-2'),
  0,
);
