import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pageTitle } from '@shortlist/contracts';

/** What a route may carry in its `handle`: the page's title for the browser tab and history. */
export interface RouteHandle {
  title?: string;
}

type Override = { pathname: string; title: string } | null;
const OverrideContext = createContext<(override: Override) => void>(() => {});

/** The deepest matched route's `handle.title`. */
function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/**
 * Keeps `document.title` as "{page} · Shortlist": the matched route's static title, or the name a screen
 * gives with usePageTitle (a folder's or item's name) while that screen is shown.
 */
export function DocumentTitle({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routeTitle = useRouteTitle();
  const [override, setOverride] = useState<Override>(null);
  const title = override?.pathname === pathname ? override.title : routeTitle;
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
  return <OverrideContext.Provider value={setOverride}>{children}</OverrideContext.Provider>;
}

/** Names the current page more precisely than its route can (a folder's name); undefined keeps the route's. */
export function usePageTitle(page: string | undefined): void {
  const setOverride = useContext(OverrideContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!page) return;
    setOverride({ pathname, title: page });
    return () => setOverride(null);
  }, [page, pathname, setOverride]);
}
