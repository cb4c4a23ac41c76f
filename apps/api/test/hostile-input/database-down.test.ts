import net from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, RETRY_AFTER_SECONDS, SERVICE_TEXTS } from '@shortlist/contracts';
import { createApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { createUser, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

/**
 * With the database down every route used to answer 500; it answers 503 with Retry-After, as /api/health does.
 * "Down" is a PostgreSQL URL on a port nothing listens on (connection refused).
 */
let ctx: TestContext;
let user: TestUser;
let unreachable: Database;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
  user = await createUser(ctx);
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  unreachable = await openDatabase({ driver: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/none` });
});
afterAll(async () => {
  await unreachable.close().catch(() => undefined);
  await ctx.close();
});

const ID = '00000000-0000-4000-8000-000000000000';

/** A request for every contract endpoint, with the placeholders filled and a plausible body. */
function everyRoute(app: ReturnType<typeof createApp>) {
  return Object.values(allEndpoints).map((endpoint) => {
    const path = endpoint.path.replace(/:\w+/g, ID);
    let req = request(app)[endpoint.method](path).set('Authorization', user.auth);
    if (endpoint.method !== 'get' && endpoint.method !== 'delete') req = req.send({});
    return { name: `${endpoint.method.toUpperCase()} ${endpoint.path}`, req };
  });
}

describe('database down', () => {
  it('answers 503 with Retry-After on every route that needs it (PostgreSQL unreachable)', async () => {
    const app = createApp({ ...ctx.deps, database: unreachable });
    const statuses: Record<string, number> = {};
    for (const { name, req } of everyRoute(app)) {
      const res = await req;
      statuses[name] = res.status;
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).not.toBe(500);
      if (res.status === 503) {
        expect(res.headers['retry-after'], name).toBe(String(RETRY_AFTER_SECONDS));
        if (name !== 'GET /api/health' && name !== 'GET /api/ready')
          expect(res.body.error, name).toEqual({
            code: 'SERVICE_UNAVAILABLE',
            message: SERVICE_TEXTS.unavailable,
          });
      }
    }
    // a signed-in route checks the session in the database first, so it cannot answer anything but 503
    expect(statuses['GET /api/folders']).toBe(503);
    expect(statuses['GET /api/health']).toBe(503);
    const signIn = await request(app)
      .post('/api/auth/sign-in')
      .send({ email: 'a@example.com', password: 'x' });
    expect(signIn.status).toBe(503);
  });
});
