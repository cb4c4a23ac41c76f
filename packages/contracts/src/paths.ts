/**
 * Every page of the web app, as react-router patterns (`:name` matches one path segment). The web router is
 * checked against this list (apps/web/src/app/router.test.ts), and the API answers the SPA's HTML with status
 * 404 for any other path, so a mistyped or stale link is a real "not found" for browsers and crawlers alike.
 */
export const WEB_ROUTE_PATTERNS = [
  '/',
  '/auth',
  '/about',
  '/privacy',
  '/terms',
  '/contact',
  '/dev/mailbox',
  '/app',
  '/app/folder/:folderId',
  '/app/folder/:folderId/item/:itemId',
  '/app/folder/:folderId/compare',
  '/app/folder/:folderId/collaborative-compare',
  '/app/categories',
  '/app/profile',
  '/app/notifications',
  '/checkout/test/:checkoutId',
  '/billing/test/manage',
] as const;

export type WebRoutePattern = (typeof WEB_ROUTE_PATTERNS)[number];

const MATCHERS = WEB_ROUTE_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+').replace(/\/$/, '')}/?$`),
);

/** True when the web router has a page for `pathname` (a trailing slash is allowed, as react-router does). */
export function isWebRoute(pathname: string): boolean {
  return MATCHERS.some((matcher) => matcher.test(pathname));
}
