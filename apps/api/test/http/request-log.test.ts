import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { createTestContext, type TestContext } from '../test-app';

/** A request's log line names the request (method, URL, status), never a credential. */
let ctx: TestContext;
const lines: string[] = [];
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  ctx = await createTestContext();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = createApp({
    ...ctx.deps,
    metrics: undefined,
    live: undefined,
    logger: pino({ level: 'info' }, sink),
  });
});
afterAll(() => ctx.close());

describe('request log lines', () => {
  it('name the method, URL and status, and carry no header, cookie or stream ticket', async () => {
    await request(app)
      .get('/api/events?ticket=secret-ticket-value&x=1')
      .set('authorization', 'Bearer secret-token-value')
      .set('cookie', 'refresh=secret-cookie-value');
    const line = lines
      .map((l) => JSON.parse(l) as { req?: { method: string; url: string }; res?: { statusCode: number } })
      .find((l) => l.req?.url);
    expect(line?.req).toMatchObject({ method: 'GET', url: '/api/events?ticket=[redacted]&x=1' });
    expect(typeof line?.res?.statusCode).toBe('number');
    const all = lines.join('\n');
    for (const secret of ['secret-ticket-value', 'secret-token-value', 'secret-cookie-value'])
      expect(all).not.toContain(secret);
  });
});
