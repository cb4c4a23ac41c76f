import type { HttpMethod } from '@shortlist/contracts';
import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../deps';

/**
 * Where the feature modules put their routes: `routes.get(path, ...handlers)`, as on an Express router, with
 * the app's dependencies that mount() builds each route's session check and answer from.
 */
export type Routes = Record<HttpMethod, (path: string, ...handlers: RequestHandler[]) => void> & {
  readonly deps: AppDeps;
};

export interface RouteTable {
  routes: Routes;
  /** Express's router holding every feature route; a request no route matches passes on. */
  router: Router;
}

/**
 * Every feature route on one Express router, registered by full path. Express answers HEAD with the GET route
 * and ignores a trailing slash. A method and path registered twice fails at start-up: Express would run the
 * first and never the second, silently.
 */
export function createRouteTable(deps: AppDeps): RouteTable {
  const router = Router();
  const registered = new Set<string>();
  const add =
    (method: HttpMethod) =>
    (path: string, ...handlers: RequestHandler[]) => {
      const key = `${method.toUpperCase()} ${path}`;
      if (registered.has(key)) throw new Error(`Route registered twice: ${key}`);
      registered.add(key);
      router[method](path, ...handlers);
    };
  const routes: Routes = {
    deps,
    get: add('get'),
    post: add('post'),
    put: add('put'),
    patch: add('patch'),
    delete: add('delete'),
  };
  return { routes, router };
}
