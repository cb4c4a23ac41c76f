import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { CHROME_MAC, FIREFOX_WINDOWS, historyKinds, passwordSignIn, mailedCode } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const refresh = (token: string) =>
  request(ctx.app)
    .post('/api/auth/refresh')
    .set('Cookie', `sl_refresh=${encodeURIComponent(token)}`);
const list = (auth: string) => request(ctx.app).get('/api/sessions').set('Authorization', auth);

describe('sessions', () => {
  it('lists every live session with browser and system, this device first', async () => {
    const user = await createUser(ctx);
    const laptop = await passwordSignIn(ctx, user, CHROME_MAC);
    ctx.clock.advance(60_000);
    const pc = await passwordSignIn(ctx, user, FIREFOX_WINDOWS);
    const started = ctx.clock.now();
    ctx.clock.advance(60_000);
    // a refresh rotates within the family: still one session, active later
    const rotated = await refresh(pc.refresh!).set('User-Agent', FIREFOX_WINDOWS).expect(200);
    const res = await list(laptop.auth).expect(200);
    expect(res.body.sessions).toEqual([
      expect.objectContaining({ browser: 'Chrome', system: 'Mac OS 10.15.7', current: true }),
      expect.objectContaining({
        browser: 'Firefox',
        system: 'Windows 10',
        current: false,
        startedAt: started.toISOString(),
        lastActiveAt: ctx.clock.now().toISOString(),
      }),
    ]);
    // from the other device, that one is "this device"
    const fromPc = await list(`Bearer ${rotated.body.accessToken}`).expect(200);
    expect(fromPc.body.sessions[0]).toMatchObject({ browser: 'Firefox', current: true });
  });

  it("signs one session out at once; another person's is not found", async () => {
    const user = await createUser(ctx);
    const stranger = await createUser(ctx);
    const laptop = await passwordSignIn(ctx, user, CHROME_MAC);
    const pc = await passwordSignIn(ctx, user, FIREFOX_WINDOWS);
    const other = (await list(laptop.auth)).body.sessions.find((s: { current: boolean }) => !s.current);
    await request(ctx.app)
      .post(`/api/sessions/${other.id}/sign-out`)
      .set('Authorization', stranger.auth)
      .expect(404);
    ctx.clock.advance(1000);
    await request(ctx.app)
      .post(`/api/sessions/${other.id}/sign-out`)
      .set('Authorization', laptop.auth)
      .expect(200);
    // its access token stops at once and its refresh is refused; this device refreshes on
    expect((await request(ctx.app).get('/api/auth/session').set('Authorization', pc.auth)).status).toBe(401);
    expect((await refresh(pc.refresh!)).status).toBe(401);
    const renewed = await refresh(laptop.refresh!).expect(200);
    const after = await list(`Bearer ${renewed.body.accessToken}`).expect(200);
    expect(after.body.sessions).toHaveLength(1);
    await request(ctx.app)
      .post(`/api/sessions/${other.id}/sign-out`)
      .set('Authorization', `Bearer ${renewed.body.accessToken}`)
      .expect(404);
    expect(await historyKinds(ctx, `Bearer ${renewed.body.accessToken}`)).toContain('session_ended');
  });

  it('signs out all others and keeps this one', async () => {
    const user = await createUser(ctx);
    const here = await passwordSignIn(ctx, user, CHROME_MAC);
    const a = await passwordSignIn(ctx, user, FIREFOX_WINDOWS);
    const b = await passwordSignIn(ctx, user, FIREFOX_WINDOWS);
    ctx.clock.advance(1000);
    await request(ctx.app).post('/api/sessions/sign-out-others').set('Authorization', here.auth).expect(200);
    expect((await refresh(a.refresh!)).status).toBe(401);
    expect((await refresh(b.refresh!)).status).toBe(401);
    const renewed = await refresh(here.refresh!).expect(200);
    const auth = `Bearer ${renewed.body.accessToken}`;
    expect((await list(auth)).body.sessions).toHaveLength(1);
    const history = await request(ctx.app).get('/api/security-history').set('Authorization', auth);
    expect(history.body.events[0]).toMatchObject({ kind: 'other_sessions_ended', detail: '2' });
  });

  it('an e-mail change ends the other sessions, as a password change does', async () => {
    const user = await createUser(ctx);
    const here = await passwordSignIn(ctx, user, CHROME_MAC);
    const there = await passwordSignIn(ctx, user, FIREFOX_WINDOWS);
    await request(ctx.app)
      .post('/api/account/email-change/send-code')
      .set('Authorization', here.auth)
      .expect(200);
    const code = await mailedCode(ctx, user.email);
    await request(ctx.app)
      .post('/api/account/email-change')
      .set('Authorization', here.auth)
      .send({ code, newEmail: 'moved@example.com' })
      .expect(200);
    expect((await refresh(there.refresh!)).status).toBe(401);
    expect((await refresh(here.refresh!)).status).toBe(200);
  });
});
