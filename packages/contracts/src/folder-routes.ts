import type { HttpMethod } from './endpoint';

/**
 * How the folder calls reach the API (method, path, auth), without their schemas: My Folders makes them on its
 * cold load and must not load zod for that (the shell budget). `foldersEndpoints`
 * (folders.ts) is built from these, so each path is still written once.
 */
export const FOLDER_ROUTES = {
  list: { method: 'get', path: '/api/folders', auth: true },
  get: { method: 'get', path: '/api/folders/:id', auth: true },
  create: { method: 'post', path: '/api/folders', auth: true },
  update: { method: 'patch', path: '/api/folders/:id', auth: true },
  move: { method: 'patch', path: '/api/folders/:id/parent', auth: true },
  bulkDelete: { method: 'delete', path: '/api/folders', auth: true },
} as const satisfies Record<string, { method: HttpMethod; path: string; auth: boolean }>;
