/**
 * The route table is Express's router with the feature routes by full path: parameters decoded, HEAD answered by
 * the GET route, a trailing slash ignored, another method, an unknown path or an undecodable parameter a 404 in
 * the error shape, a handler's failure through the error handler, and each contract path reaching its own route.
 */
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_ERRORS } from '@shortlist/contracts';
import { errorHandler } from '../../src/http/error-handler';
import { createRouteTable } from '../../src/http/route-table';
import { featureRouters } from '../../src/modules';
import { createUser, makeFolder } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the route table in the app', () => {
  it('opens a folder by its path, with a trailing slash too, and answers HEAD without a body', async () => {
    const user = await createUser(ctx);
    const folder = await makeFolder(ctx, user, { name: 'Trips' });
    for (const path of [`/api/folders/${folder.id}`, `/api/folders/${folder.id}/`]) {
      const res = await request(ctx.app).get(path).set('Authorization', user.auth);
      expect(res.status, path).toBe(200);
      expect((res.body as { folder: { name: string } }).folder.name).toBe('Trips');
    }
    const head = await request(ctx.app).head(`/api/folders/${folder.id}`).set('Authorization', user.auth);
    expect(head.status).toBe(200);
    expect(head.text ?? '').toBe('');
  });

  it('answers a method the path does not have, and a path it does not know, 404 in the error shape', async () => {
    const user = await createUser(ctx);
    for (const [method, path] of [
      ['put', '/api/folders'],
      ['get', '/api/folders/not/a/route'],
      ['get', '/api/%E0%A4%A'],
      ['get', '/api/folders/%E0%A4%A'],
    ] as const) {
      const res = await request(ctx.app)[method](path).set('Authorization', user.auth);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body, `${method} ${path}`).toEqual({
        error: { code: 'NOT_FOUND', message: HTTP_ERRORS.notFound },
      });
    }
  });
});

describe('the order of the routes', () => {
  it("sends every route's own path to that route, not to an earlier one with a parameter in its place", () => {
    const table = createRouteTable(ctx.deps);
    for (const mountRoutes of featureRouters.main) mountRoutes(table.routes, ctx.deps);
    type Layer = { route?: { path: string; methods: Record<string, boolean> }; match(path: string): boolean };
    const layers = (table.router as unknown as { stack: Layer[] }).stack;
    expect(layers.length).toBeGreaterThan(150);
    const misrouted = layers.flatMap((layer) => {
      const route = layer.route!;
      const method = Object.keys(route.methods)[0]!;
      const url = route.path.replace(/:(\w+)/g, 'sample');
      const first = layers.find((other) => other.route?.methods[method] && other.match(url));
      return first === layer ? [] : [`${method} ${route.path} -> ${first?.route?.path}`];
    });
    expect(misrouted).toEqual([]);
  });
});

describe('createRouteTable', () => {
  function appWith(mount: (routes: ReturnType<typeof createRouteTable>['routes']) => void) {
    const app = express();
    const table = createRouteTable(ctx.deps);
    mount(table.routes);
    app.use(table.router);
    app.use((_req, res) => {
      res.status(404).send('none');
    });
    app.use(errorHandler());
    return app;
  }

  it('decodes parameters and runs the handlers in order', async () => {
    const app = appWith((routes) =>
      routes.get(
        '/things/:name/parts/:part',
        (req, res, next) => {
          res.locals.seen = ['first'];
          next();
        },
        (req, res) => {
          res.json({ params: req.params, seen: [...(res.locals.seen as string[]), 'second'] });
        },
      ),
    );
    const res = await request(app).get('/things/caf%C3%A9%20bar/parts/7?x=1');
    expect(res.body).toEqual({ params: { name: 'café bar', part: '7' }, seen: ['first', 'second'] });
  });

  it('sends a thrown error, a rejected promise and next(err) to the error handler', async () => {
    const app = appWith((routes) => {
      routes.get('/thrown', () => {
        throw Object.assign(new Error('deadlock'), { code: '40P01' });
      });
      routes.get('/rejected', async () => {
        throw Object.assign(new Error('deadlock'), { code: '40P01' });
      });
      routes.get('/next', (_req, _res, next) =>
        next(Object.assign(new Error('deadlock'), { code: '40P01' })),
      );
    });
    for (const path of ['/thrown', '/rejected', '/next']) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(503);
    }
  });

  it('refuses a path registered twice at start-up', () => {
    expect(() =>
      appWith((routes) => {
        routes.get('/twice', (_req, res) => res.end());
        routes.get('/twice', (_req, res) => res.end());
      }),
    ).toThrow();
  });

  it('passes on what it has no route for', async () => {
    const app = appWith((routes) => routes.post('/only-post', (_req, res) => res.end()));
    const res = await request(app).get('/only-post');
    expect(res.status).toBe(404);
    expect(res.text).toBe('none');
  });
});
