import type { HttpMethod } from '@shortlist/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import FindMyWay from 'find-my-way';
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
  /** The one middleware that finds a request's route and runs its handlers (or passes it on: none matched). */
  dispatch: RequestHandler;
}

interface Route {
  /** The route's pattern (`/api/items/:id`), for the metrics' route label. */
  path: string;
  handlers: RequestHandler[];
}

/**
 * Every feature route in one radix tree (find-my-way, Fastify's router), found in one lookup.
 * Express's router tried each of the ~230 routes' regular expressions in turn, through a nested router per
 * feature: a tenth of a light read's CPU. Express still runs the app-level middleware (headers,
 * log, JSON body) and the error handler; the handlers are the same Express handlers.
 *
 * Matching follows Express's defaults where they matter: a GET route answers HEAD, a trailing slash is ignored;
 * a static segment wins over a parameter (no two contract paths overlap, so this changes no answer). A path
 * registered twice fails at start-up, which Express allowed silently.
 */
export function createRouteTable(deps: AppDeps): RouteTable {
  const tree = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 2048 });
  const add =
    (method: HttpMethod) =>
    (path: string, ...handlers: RequestHandler[]) => {
      const route: Route = { path, handlers };
      tree.on(method.toUpperCase() as 'GET', path, () => {}, route);
    };
  const routes: Routes = {
    deps,
    get: add('get'),
    post: add('post'),
    put: add('put'),
    patch: add('patch'),
    delete: add('delete'),
  };

  const dispatch: RequestHandler = (req, res, next) => {
    const url = req.url;
    const query = url.indexOf('?');
    let found;
    try {
      found = tree.find(
        (req.method === 'HEAD' ? 'GET' : req.method) as 'GET',
        query < 0 ? url : url.slice(0, query),
      );
    } catch {
      found = null; // a malformed escape in the path matches no route
    }
    if (!found) {
      next();
      return;
    }
    const route = found.store as Route;
    req.params = found.params as Request['params'];
    // what Express's router leaves for the metrics' route label (http/metrics.ts)
    (req as Request & { route: { path: string } }).route = { path: route.path };
    runHandlers(route.handlers, req, res, next);
  };
  return { routes, dispatch };
}

/**
 * Middleware run one after another as ONE Express middleware: what `app.use(a); app.use(b)...` does for
 * middleware that apply to every path, without Express's layer walk between them (a path match, a parameter
 * step and a prefix check per layer, on every request). Errors, thrown, rejected or passed to `next(err)`, skip
 * the rest and go on to the app's error handler, as from separate layers.
 */
export function inOrder(handlers: readonly RequestHandler[]): RequestHandler {
  return (req, res, next) => runHandlers(handlers, req, res, next);
}

/**
 * Runs a route's handlers in order, as Express does: each calls `next()` to go on or `next(err)` to fail; a
 * handler's rejected promise is an error too. Errors go to the app's error handler.
 */
function runHandlers(handlers: readonly RequestHandler[], req: Request, res: Response, done: NextFunction) {
  let index = 0;
  const next: NextFunction = (err?: unknown) => {
    if (err !== undefined && err !== null) {
      done(err);
      return;
    }
    const handler = handlers[index++];
    if (!handler) {
      done();
      return;
    }
    try {
      const result: unknown = handler(req, res, next);
      if (result instanceof Promise) result.catch((error: unknown) => done(error ?? new Error('Rejected')));
    } catch (error) {
      done(error);
    }
  };
  next();
}
