import type { HttpMethod } from './endpoint';

/**
 * How the session calls reach the API (method, path, auth), without their schemas: the web's session layer
 * makes them on every page, the landing page included, and must not load zod for that (the bundle
 * budget). `authEndpoints` (auth.ts) is built from these, so each path is still written once.
 */
export const SESSION_ROUTES = {
  signUp: { method: 'post', path: '/api/auth/sign-up', auth: false },
  signIn: { method: 'post', path: '/api/auth/sign-in', auth: false },
  refresh: { method: 'post', path: '/api/auth/refresh', auth: false, cookieAuth: true },
  signOut: { method: 'post', path: '/api/auth/sign-out', auth: false, cookieAuth: true },
  session: { method: 'get', path: '/api/auth/session', auth: true },
} as const satisfies Record<
  string,
  { method: HttpMethod; path: string; auth: boolean; cookieAuth?: boolean }
>;
