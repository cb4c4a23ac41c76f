import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, HTTP_ERRORS } from '@shortlist/contracts';
import { createUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { signUpBody } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  const rule = { windowMs: 60_000, limit: 3 };
  ctx = await createTestContext({
    rateLimits: { signIn: rule, signUp: rule, availability: rule },
    // behind one proxy: the client address comes from X-Forwarded-For
    config: { trustProxy: 1 },
  });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe('rate limits per IP', () => {
  it('stops sign-in attempts after the budget with the spec text, right or wrong', async () => {
    const user = await createUser(ctx);
    const attempt = (password: string) =>
      request(ctx.app).post('/api/auth/sign-in').send({ email: user.email, password });
    await attempt('wrong-one').expect(401);
    await attempt('wrong-two').expect(401);
    await attempt(user.password).expect(200);
    const res = await attempt(user.password).expect(429);
    expect(res.body).toEqual({ error: { code: 'RATE_LIMITED', message: AUTH_ERRORS.tooManyRequests } });
    expect(res.headers['ratelimit-policy']).toBeDefined();
  });

  it('limits sign-up', async () => {
    for (let i = 0; i < 3; i += 1) await request(ctx.app).post('/api/auth/sign-up').send(signUpBody());
    const res = await request(ctx.app).post('/api/auth/sign-up').send(signUpBody()).expect(429);
    expect(res.body).toEqual({ error: { code: 'RATE_LIMITED', message: AUTH_ERRORS.tooManyRequests } });
  });

  it('limits the availability and referral checks with one shared budget', async () => {
    await request(ctx.app).get('/api/auth/availability/email?email=a@example.com').expect(200);
    await request(ctx.app).get('/api/auth/availability/nickname?nickname=abcd').expect(200);
    await request(ctx.app).get('/api/referrals/check?code=ABC').expect(200);
    const res = await request(ctx.app).get('/api/auth/availability/email?email=b@example.com').expect(429);
    expect(res.body).toEqual({ error: { code: 'RATE_LIMITED', message: HTTP_ERRORS.rateLimited } });
    await request(ctx.app).get('/api/referrals/check?code=ABC').expect(429);
  });

  it('counts each client address on its own', async () => {
    const attempt = (ip: string) =>
      request(ctx.app)
        .post('/api/auth/sign-in')
        .set('X-Forwarded-For', ip)
        .send({ email: 'x@example.com', password: 'nope-nope' });
    for (let i = 0; i < 3; i += 1) await attempt('203.0.113.1').expect(401);
    await attempt('203.0.113.1').expect(429);
    await attempt('203.0.113.2').expect(401);
  });
});
