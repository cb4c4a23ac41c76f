import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';

/**
 * Answers every test gets unless it says otherwise: the item page's presence heartbeat finds nobody
 * else there, and a folder has no getting-started checklist, so tests about something else need not mock them.
 */
const defaults = [
  http.put('*/api/items/:id/presence', () => HttpResponse.json({ others: [] })),
  http.delete('*/api/items/:id/presence', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/folders/:id/checklist', () => HttpResponse.json({ checklist: null })),
];

/** The fake network of component tests: tests add handlers typed by the contracts (see render.tsx). */
export const server = setupServer(...defaults);
