import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { APP_PATHS, APP_ROUTES, WEB_ROUTE_PATTERNS } from '@shortlist/contracts';
import type { RouteHandle } from '@/lib/page-title';
import { routes } from './router';

/** Every route that renders a page (has a path or is an index). */
function pages(list: RouteObject[], parent = ''): Array<{ path: string; route: RouteObject }> {
  return list.flatMap((route) => {
    // APP_ROUTES paths are absolute; only the catch-all `*` is relative
    const full = route.path?.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const path = route.index ? parent || '/' : route.path ? full : parent;
    const own = route.index || route.path ? [{ path, route }] : [];
    return [...own, ...pages(route.children ?? [], path)];
  });
}

describe('routes', () => {
  it('give every page its own title', () => {
    const all = pages(routes);
    expect(all.length).toBeGreaterThan(10);
    const untitled = all.filter(
      ({ route }) => !route.children && !(route.handle as RouteHandle | undefined)?.title,
    );
    expect(untitled.map((p) => p.path)).toEqual([]);
    const titles = all.map(({ route }) => (route.handle as RouteHandle | undefined)?.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('all sit under an error boundary', () => {
    const [root] = routes;
    expect(root?.ErrorBoundary).toBeTruthy();
    expect(root?.children?.[0]?.ErrorBoundary).toBeTruthy();
  });

  it('are exactly the pages listed in contracts (the server answers 404 for any other path)', () => {
    const paths = pages(routes)
      .filter(({ route }) => !route.children)
      .map(({ path }) => path)
      .filter((path) => path !== '/*');
    expect([...paths].sort()).toEqual([...WEB_ROUTE_PATTERNS].sort());
  });
});

// The router mounts contracts' APP_ROUTES and the screens (and the API's e-mails) link with APP_PATHS: each
// link must land on the route of the same name, not on the not-found page.
describe('router', () => {
  const deepest = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

  it('mounts every app route at the path the links use', () => {
    expect(deepest(APP_PATHS.folder('f1'))).toBe(APP_ROUTES.folder);
    expect(deepest(APP_PATHS.item('f1', 'i1'))).toBe(APP_ROUTES.item);
    expect(deepest(APP_PATHS.compare('f1', ['a', 'b'], 'attributes').split('?')[0]!)).toBe(
      APP_ROUTES.compare,
    );
    expect(deepest(APP_PATHS.collaborativeCompare('f1'))).toBe(APP_ROUTES.collaborativeCompare);
    expect(deepest(APP_PATHS.testCheckout('c1'))).toBe(APP_ROUTES.testCheckout);
    for (const path of [
      APP_PATHS.auth,
      APP_PATHS.about,
      APP_PATHS.privacy,
      APP_PATHS.terms,
      APP_PATHS.contact,
      APP_PATHS.devMailbox,
      APP_PATHS.categories,
      APP_PATHS.profile,
      APP_PATHS.notifications,
      APP_PATHS.testBillingManage,
      APP_ROUTES.confirmEmail,
      APP_ROUTES.undoEmailChange,
    ]) {
      expect(deepest(path), path).toBe(path);
    }
  });

  it('answers an unknown path with the not-found route', () => {
    expect(deepest('/app/nowhere/at/all')).toBe('*');
  });
});
