import type { LiveChange } from '@shortlist/contracts';

/**
 * Which cached reads a change makes stale. swr keys are the reads' URLs (lib/swr.ts `apiKey`):
 * - a folder: its page, its decision view, its comparisons and ratings (`/api/folders/:id...`);
 * - an item: its page's reads (`/api/items/:id...`: item, notes, steps, photos, prices);
 * - home: my folders (`/api/folders`) and capture's folder list;
 * - notifications: the bell (`/api/notifications...`);
 * - access: the person's access changed somewhere: any read may now be a 404 or show more.
 * Exactly those: every other read keeps its cache until its own focus revalidation.
 */
export function staleKeys(change: LiveChange): (key: unknown) => boolean {
  if (change.access) return (key) => typeof key === 'string' && key.startsWith('/api/');
  const prefixes = [
    ...change.folders.map((id) => `/api/folders/${id}`),
    ...change.items.map((id) => `/api/items/${id}`),
    ...(change.notifications ? ['/api/notifications'] : []),
  ];
  const home = (key: string) =>
    key === '/api/folders' || key.startsWith('/api/folders?') || key.startsWith('/api/capture/folders');
  // a prefix names one id: `/api/items/<id>` matches its own reads (`/notes`, `?sort=`), not a longer id
  const under = (key: string, prefix: string) =>
    key === prefix || (key.startsWith(prefix) && (key[prefix.length] === '/' || key[prefix.length] === '?'));
  return (key) =>
    typeof key === 'string' && ((change.home && home(key)) || prefixes.some((prefix) => under(key, prefix)));
}
