/**
 * Every URL of the web app, once. The web router mounts APP_ROUTES, the screens link with APP_PATHS, and the
 * API builds the links in its e-mails and redirects from the same functions, so a moved page moves everywhere.
 */

/** Route patterns, as the web router mounts them. */
export const APP_ROUTES = {
  home: '/',
  auth: '/auth',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  devMailbox: '/dev/mailbox',
  app: '/app',
  folder: '/app/folder/:folderId',
  item: '/app/folder/:folderId/item/:itemId',
  compare: '/app/folder/:folderId/compare',
  /** Every item of a folder as a row of a sortable, editable table. */
  folderTable: '/app/folder/:folderId/table',
  decide: '/app/folder/:folderId/decide',
  decidePrint: '/app/folder/:folderId/decide/print',
  activity: '/app/folder/:folderId/activity',
  collaborativeCompare: '/app/folder/:folderId/collaborative-compare',
  categories: '/app/categories',
  profile: '/app/profile',
  notifications: '/app/notifications',
  /** Next steps due this week across the person's folders, and the calendar feed's settings. */
  thisWeek: '/app/this-week',
  /** Capture: the share target, the bookmarklet and the installed app open it with ?url=&title=&text=. */
  capture: '/capture',
  /** A folder's public read-only page (no sign-in); the API injects its Open Graph meta into index.html. */
  publicLink: '/s/:token',
  /** Billing's test mode: pages of this site that stand in for Stripe's. */
  testCheckout: '/checkout/test/:checkoutId',
  testBillingManage: '/billing/test/manage',
  /** The links of account e-mails (the token travels in the fragment, so no server log or Referer holds it). */
  confirmEmail: '/confirm-email',
  undoEmailChange: '/undo-email-change',
} as const;

/** A route pattern with its `:name` segments filled in (each value URL-encoded). */
export function fillRoute(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing route parameter ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** Links to the app's pages. */
export const APP_PATHS = {
  home: APP_ROUTES.home,
  auth: APP_ROUTES.auth,
  signUp: `${APP_ROUTES.auth}?mode=signup`,
  about: APP_ROUTES.about,
  privacy: APP_ROUTES.privacy,
  terms: APP_ROUTES.terms,
  contact: APP_ROUTES.contact,
  devMailbox: APP_ROUTES.devMailbox,
  app: APP_ROUTES.app,
  folder: (folderId: string) => fillRoute(APP_ROUTES.folder, { folderId }),
  item: (folderId: string, itemId: string) => fillRoute(APP_ROUTES.item, { folderId, itemId }),
  compare: (folderId: string, itemIds: string[], type: 'attributes' | 'collaborative') =>
    `${fillRoute(APP_ROUTES.compare, { folderId })}?items=${itemIds.join(',')}&type=${type}`,
  folderTable: (folderId: string) => fillRoute(APP_ROUTES.folderTable, { folderId }),
  decide: (folderId: string) => fillRoute(APP_ROUTES.decide, { folderId }),
  decidePrint: (folderId: string) => fillRoute(APP_ROUTES.decidePrint, { folderId }),
  activity: (folderId: string) => fillRoute(APP_ROUTES.activity, { folderId }),
  collaborativeCompare: (folderId: string) => fillRoute(APP_ROUTES.collaborativeCompare, { folderId }),
  categories: APP_ROUTES.categories,
  profile: APP_ROUTES.profile,
  notifications: APP_ROUTES.notifications,
  thisWeek: APP_ROUTES.thisWeek,
  /** The Capture screen with what was shared (empty values are left out). */
  capture: (shared: { url?: string; title?: string; text?: string } = {}) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(shared)) if (value) query.set(key, value);
    const search = query.toString();
    return search ? `${APP_ROUTES.capture}?${search}` : APP_ROUTES.capture;
  },
  publicLink: (token: string) => fillRoute(APP_ROUTES.publicLink, { token }),
  testCheckout: (checkoutId: string) => fillRoute(APP_ROUTES.testCheckout, { checkoutId }),
  testBillingManage: APP_ROUTES.testBillingManage,
  confirmEmail: (token: string) => `${APP_ROUTES.confirmEmail}#${encodeURIComponent(token)}`,
  undoEmailChange: (token: string) => `${APP_ROUTES.undoEmailChange}#${encodeURIComponent(token)}`,
  /** The link a user shares: `/auth?ref={code}` (accounts §2). */
  referral: (code: string) => `${APP_ROUTES.auth}?ref=${encodeURIComponent(code)}`,
} as const;

/**
 * The links of invitation e-mails, apart from APP_PATHS so the web's first load (which takes APP_PATHS whole)
 * does not carry them. Sign-up through an invitation: the address and the link's token in the fragment (kept
 * out of request logs and Referer headers, like the account links' tokens).
 */
export function invitationSignUpPath(token: string, email: string): string {
  return `${APP_ROUTES.auth}?mode=signup#${new URLSearchParams({ invitation: token, email }).toString()}`;
}

/** Sign-in with the address filled in (an invitation to an address that has an account). */
export function signInAsPath(email: string): string {
  return `${APP_ROUTES.auth}?mode=signin#${new URLSearchParams({ email }).toString()}`;
}

/** An app link as an absolute URL on the given origin (e-mails, redirects). */
export function appUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/**
 * Every page of the web app (APP_ROUTES), as react-router patterns (`:name` matches one path segment). The web router is
 * checked against this list (apps/web/src/app/router.test.ts), and the API answers the SPA's HTML with status
 * 404 for any other path, so a mistyped or stale link is a real "not found" for browsers and crawlers alike.
 */
export type WebRoutePattern = (typeof APP_ROUTES)[keyof typeof APP_ROUTES];
export const WEB_ROUTE_PATTERNS: readonly WebRoutePattern[] = Object.values(APP_ROUTES);

const MATCHERS = WEB_ROUTE_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+').replace(/\/$/, '')}/?$`),
);

/** True when the web router has a page for `pathname` (a trailing slash is allowed, as react-router does). */
export function isWebRoute(pathname: string): boolean {
  return MATCHERS.some((matcher) => matcher.test(pathname));
}
