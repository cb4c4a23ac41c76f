import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, RETRY_AFTER_SECONDS, SERVICE_TEXTS } from '@shortlist/contracts';
import { createApp } from '../../src/app';
import { redisRateLimitStores } from '../../src/http/rate-limit';
import { createTestContext, type TestContext } from '../test-app';

// The machine's Redis (CI and development); each test uses keys under a prefix of its own.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: { signIn: { windowMs: 60_000, limit: 2 } } });
});
afterAll(() => ctx.close());

/** A port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Forwards `port` to the real Redis: "Redis coming back" on the port the app was configured with. */
async function redisProxy(port: number): Promise<net.Server> {
  const target = new URL(REDIS_URL);
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

const signIn = (app: ReturnType<typeof createApp>) =>
  request(app).post('/api/auth/sign-in').send({ email: 'nobody@example.com', password: 'wrong-password' });

async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('rate limits in Redis (REDIS_URL)', () => {
  it('counts in Redis under the configured prefix and refuses past the budget', async () => {
    const prefix = `shortlist-test:${randomBytes(6).toString('hex')}:`;
    const stores = redisRateLimitStores(REDIS_URL, prefix);
    const app = createApp({ ...ctx.deps, rateLimitStore: stores });
    const inspector = new Redis(REDIS_URL);
    try {
      // connected (on a busy machine the first connection may take longer than the store's short wait)
      await eventually(() =>
        stores.counters.get('probe').then(
          () => true,
          () => false,
        ),
      );
      await signIn(app).expect(401);
      await signIn(app).expect(401);
      const res = await signIn(app).expect(429);
      expect(res.body.error).toEqual({ code: 'RATE_LIMITED', message: AUTH_ERRORS.tooManyRequests });
      const keys = await inspector.keys(`${prefix}rl:signIn:*`);
      expect(keys).toHaveLength(1);
      expect(Number(await inspector.get(keys[0]!))).toBe(3);
      expect(await inspector.pttl(keys[0]!)).toBeGreaterThan(50_000);
      // the per-account wrong-password count is shared the same way
      expect(Number(await inspector.get(`${prefix}signin-failures:nobody@example.com`))).toBe(2);
    } finally {
      const keys = await inspector.keys(`${prefix}*`);
      if (keys.length) await inspector.del(...keys);
      inspector.disconnect();
      await stores.close();
    }
  });

  it('starts with Redis down, refuses rate-limited routes (503, Retry-After) and recovers when Redis is back', async () => {
    const port = await closedPort();
    const prefix = `shortlist-test:${randomBytes(6).toString('hex')}:`;
    // building the stores and the app used to crash the process (an unhandled rejection at start-up)
    const stores = redisRateLimitStores(`redis://127.0.0.1:${port}`, prefix);
    const app = createApp({ ...ctx.deps, rateLimitStore: stores });
    let proxy: net.Server | undefined;
    try {
      const refused = await signIn(app).expect(503);
      expect(refused.body.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_TEXTS.unavailable });
      expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      // routes without a limit do not depend on Redis
      await request(app).get('/api/health').expect(200);

      proxy = await redisProxy(port);
      await eventually(async () => (await signIn(app)).status === 401);
    } finally {
      await stores.close();
      if (proxy) await new Promise((resolve) => proxy!.close(resolve));
      const inspector = new Redis(REDIS_URL);
      const keys = await inspector.keys(`${prefix}*`);
      if (keys.length) await inspector.del(...keys);
      inspector.disconnect();
    }
  });
});
