import type { LiveChange } from '@shortlist/contracts';

/**
 * What the tab's live stream heard, for the parts of the page that need more than swr's revalidation (item
 * presence, the paginated notifications list). `'all'`: everything may have changed unheard: the server could not
 * replay (revalidate-all), or the tab's stream, with no position to start from, just became ready after the page
 * had read (live-connection.ts).
 */
export type LiveSignal = LiveChange | 'all';
type Listener = (signal: LiveSignal) => void;

const listeners = new Set<Listener>();

export function onLiveSignal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitLiveSignal(signal: LiveSignal): void {
  for (const listener of [...listeners]) listener(signal);
}
