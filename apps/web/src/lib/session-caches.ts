/**
 * What is forgotten when the session ends (nothing cached for the previous user survives). The data layer
 * (lib/swr.ts) adds its cache the first time a read uses it, so the session layer clears it without loading
 * swr on pages that read nothing (the landing page: the bundle budget).
 */
const clears = new Map<object, () => void>();

/** Adds a cache to clear at sign-out, once per cache. */
export function clearAtSignOut(cache: object, clear: () => void): void {
  if (!clears.has(cache)) clears.set(cache, clear);
}

export function clearSessionCaches(): void {
  clears.forEach((clear) => clear());
}

/** Forgets every cache added so far, as a new page load does: each test renders with a cache of its own. */
export function forgetSessionCaches(): void {
  clears.clear();
}
