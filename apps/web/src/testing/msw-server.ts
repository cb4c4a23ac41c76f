import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';

/**
 * Answers every test gets unless it says otherwise: the item page's presence heartbeat finds nobody
 * else there, so tests about something else need not mock it.
 */
const defaults = [
  http.put('*/api/items/:id/presence', () => HttpResponse.json({ others: [] })),
  http.delete('*/api/items/:id/presence', () => new HttpResponse(null, { status: 204 })),
];

/** The fake network of component tests: tests add handlers typed by the contracts (see render.tsx). */
export const server = setupServer(...defaults);
