import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { WEB_ROUTE_PATTERNS } from '@shortlist/contracts';
import type { RouteHandle } from '@/lib/page-title';
import { routes } from './router';

/** Every route that renders a page (has a path or is an index). */
function pages(list: RouteObject[], parent = ''): Array<{ path: string; route: RouteObject }> {
  return list.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
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
