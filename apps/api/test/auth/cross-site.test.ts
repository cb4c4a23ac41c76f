import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_TEXTS } from '@shortlist/contracts';
import { createApp } from '../../src/app';
import { createUser, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { refreshCookie, refreshToken } from './helpers';

/**
 * refresh and sign-out are authenticated by the cookie alone: another site's form or fetch could POST them
 * (SameSite=Lax was the only guard). They answer our own pages only.
 */
let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  user = await createUser(ctx);
});

async function startSession(app = ctx.app) {
  const res = await request(app)
    .post('/api/auth/sign-in')
    .send({ email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return res;
}

const refresh = (token: string, headers: Record<string, string>) =>
  request(ctx.app).post('/api/auth/refresh').set('Cookie', refreshCookie(token)).set(headers);

describe('cookie-authenticated routes from another site', () => {
  it('refuses refresh from another site (Sec-Fetch-Site) and keeps the session', async () => {
    const token = refreshToken(await startSession())!;
    for (const site of ['cross-site', 'same-site']) {
      const res = await refresh(token, { 'Sec-Fetch-Site': site }).expect(403);
      expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: SERVICE_TEXTS.crossSiteRefused });
    }
    await refresh(token, { 'Sec-Fetch-Site': 'same-origin' }).expect(200);
  });

  it('judges by Origin when Sec-Fetch-Site is absent', async () => {
    const token = refreshToken(await startSession())!;
    await refresh(token, { Origin: 'https://evil.example' }).expect(403);
    await refresh(token, { Origin: 'null' }).expect(403);
    const publicOrigin = new URL(ctx.deps.config.publicUrl).origin;
    await refresh(token, { Origin: publicOrigin }).expect(200);
  });

  it('refuses sign-out from another site: the session goes on', async () => {
    const session = await startSession();
    const token = refreshToken(session)!;
    await request(ctx.app)
      .post('/api/auth/sign-out')
      .set('Cookie', refreshCookie(token))
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    await refresh(token, { 'Sec-Fetch-Site': 'same-origin' }).expect(200);
  });
});

describe('the refresh cookie in production', () => {
  it('is __Host-sl_refresh: Secure, Path=/, no Domain; and refresh reads it', async () => {
    const app = createApp({ ...ctx.deps, config: { ...ctx.deps.config, env: 'production' } });
    const res = await startSession(app);
    const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const line = lines.find((l) => l.startsWith('__Host-sl_refresh='));
    expect(line).toBeDefined();
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).not.toMatch(/Domain=/i);
    const token = line!.split(';')[0]!.slice('__Host-sl_refresh='.length);
    const again = await request(app).post('/api/auth/refresh').set('Cookie', `__Host-sl_refresh=${token}`);
    expect(again.status).toBe(200);
    // the development name means nothing in production
    await request(app).post('/api/auth/refresh').set('Cookie', `sl_refresh=${token}`).expect(401);
  });
});
