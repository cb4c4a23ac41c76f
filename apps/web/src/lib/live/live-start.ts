/**
 * Where the tab's live stream starts: the newest live event id that the page load's first
 * session refresh answered. That refresh comes before any of the page's reads, so a stream that replays from it
 * misses nothing those reads did not see, and its `ready` needs no catch-up. It stays true for the tab's life
 * (every later read comes after it too); a position older than the server's window gets its revalidate-all.
 */
let start: string | undefined;

/** Keeps the page load's position; anything but a whole number (an older server's answer) keeps none. */
export function keepLiveStart(liveEventId: unknown): void {
  if (typeof liveEventId === 'number' && Number.isSafeInteger(liveEventId) && liveEventId >= 0) {
    start = String(liveEventId);
  }
}

/** The page load's position as a `lastEventId`; undefined when the session answered none. */
export function liveStart(): string | undefined {
  return start;
}
