import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_SESSIONS_PATH,
  SECURITY_EVENT_LABELS,
  SECURITY_HISTORY,
  SECURITY_MAIL_TEXTS,
  allEndpoints,
  appUrl,
  endpointGroups,
} from '@shortlist/contracts';
import { createUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { deliverMail } from '../account/helpers';
import { SoftwareAuthenticator } from './software-authenticator';
import {
  CHROME_MAC,
  FIREFOX_WINDOWS,
  passwordSignIn,
  totpCode,
  turnOnTwoFactor,
  mailedCode,
} from './helpers';
import { recordSecurityEvent } from '../../src/modules/security-history/record-security-event';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const history = async (auth: string) =>
  (await request(ctx.app).get('/api/security-history').set('Authorization', auth).expect(200)).body
    .events as Array<{
    kind: string;
    detail: string | null;
    newDevice: boolean;
    browser: string | null;
  }>;

describe('security history', () => {
  it('records sign-ins (new device marked and mailed) and failed sign-ins (not mailed)', async () => {
    const user = await createUser(ctx);
    await passwordSignIn(ctx, user, CHROME_MAC);
    ctx.clock.advance(1000);
    await passwordSignIn(ctx, user, CHROME_MAC);
    ctx.clock.advance(1000);
    await request(ctx.app)
      .post('/api/auth/sign-in')
      .set('User-Agent', FIREFOX_WINDOWS)
      .send({ email: user.email, password: 'wrong-one' })
      .expect(401);
    ctx.clock.advance(1000);
    const pc = await passwordSignIn(ctx, user, FIREFOX_WINDOWS);
    const events = await history(pc.auth);
    expect(events.map((e) => [e.kind, e.detail, e.newDevice, e.browser])).toEqual([
      ['sign_in', 'password', true, 'Firefox'],
      ['sign_in_failed', 'password', false, 'Firefox'],
      ['sign_in', 'password', false, 'Chrome'],
      ['sign_in', 'password', true, 'Chrome'],
    ]);
    const mails = (await deliverMail(ctx)).filter((m) => m.to.includes(user.email));
    expect(mails.map((m) => m.subject)).toEqual([
      SECURITY_MAIL_TEXTS.newDeviceSubject,
      SECURITY_MAIL_TEXTS.newDeviceSubject,
    ]);
    const firefox = mails.find((m) => m.text.includes('Firefox on Windows 10'));
    expect(firefox?.text).toContain(appUrl(ctx.deps.config.publicUrl, ACCOUNT_SESSIONS_PATH));
  });

  it('records every account-security change and mails each with the link to review sessions', async () => {
    const user = await createUser(ctx);
    let { auth, refresh } = await passwordSignIn(ctx, user, CHROME_MAC);
    const renew = async () => {
      const res = await request(ctx.app)
        .post('/api/auth/refresh')
        .set('Cookie', `sl_refresh=${encodeURIComponent(refresh!)}`)
        .expect(200);
      auth = `Bearer ${res.body.accessToken}`;
      refresh = (res.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!.split('=')[1]!;
      refresh = decodeURIComponent(refresh);
    };
    const step = () => ctx.clock.advance(1000);
    const other = await passwordSignIn(ctx, user, FIREFOX_WINDOWS);

    // passkey added and removed
    const authenticator = new SoftwareAuthenticator(new URL(ctx.deps.config.publicUrl).origin);
    const options = await request(ctx.app)
      .post('/api/passkeys/registration-options')
      .set('Authorization', auth);
    const added = await request(ctx.app)
      .post('/api/passkeys')
      .set('Authorization', auth)
      .send({
        challengeId: options.body.challengeId,
        response: authenticator.register(options.body.options),
        name: 'Key',
      })
      .expect(201);
    step();
    await request(ctx.app)
      .post(`/api/passkeys/${added.body.id}/remove`)
      .set('Authorization', auth)
      .send({ password: user.password })
      .expect(200);
    step();
    // two-factor on, recovery codes, trusted devices, off
    const { secret } = await turnOnTwoFactor(ctx, auth);
    await renew();
    step();
    await request(ctx.app)
      .post('/api/two-factor/recovery-codes')
      .set('Authorization', auth)
      .send({ password: user.password })
      .expect(200);
    step();
    await request(ctx.app)
      .post('/api/two-factor/trusted-devices/forget')
      .set('Authorization', auth)
      .expect(200);
    step();
    await request(ctx.app)
      .post('/api/two-factor/disable')
      .set('Authorization', auth)
      .send({ password: user.password, code: totpCode(ctx, secret) })
      .expect(200);
    step();
    // sessions
    const third = await passwordSignIn(ctx, user, FIREFOX_WINDOWS);
    const sessions = await request(ctx.app).get('/api/sessions').set('Authorization', auth);
    const thirdId = sessions.body.sessions.find((s: { current: boolean }) => !s.current).id as string;
    step();
    await request(ctx.app).post(`/api/sessions/${thirdId}/sign-out`).set('Authorization', auth).expect(200);
    await renew();
    step();
    await passwordSignIn(ctx, user, FIREFOX_WINDOWS);
    await request(ctx.app).post('/api/sessions/sign-out-others').set('Authorization', auth).expect(200);
    await renew();
    step();
    // tokens (the API tokens feature calls the same function)
    await recordSecurityEvent(ctx.db, ctx.deps, { userId: user.id, kind: 'token_created', detail: 'Script' });
    step();
    await recordSecurityEvent(ctx.db, ctx.deps, { userId: user.id, kind: 'token_revoked', detail: 'Script' });
    step();
    // password change, e-mail change, password reset
    const changed = await request(ctx.app)
      .post('/api/account/password')
      .set('Authorization', auth)
      .send({ currentPassword: user.password, newPassword: 'second-pass' })
      .expect(200);
    auth = `Bearer ${changed.body.accessToken}`;
    step();
    await request(ctx.app).post('/api/account/email-change/send-code').set('Authorization', auth).expect(200);
    const code = await mailedCode(ctx, user.email);
    await request(ctx.app)
      .post('/api/account/email-change')
      .set('Authorization', auth)
      .send({ code, newEmail: 'new-address@example.com' })
      .expect(200);
    step();
    await request(ctx.app)
      .post('/api/account/password-reset/send-code')
      .send({ email: 'new-address@example.com' })
      .expect(200);
    const resetCode = await mailedCode(ctx, 'new-address@example.com');
    await request(ctx.app)
      .post('/api/account/password-reset')
      .send({ email: 'new-address@example.com', code: resetCode, newPassword: 'third-pass' })
      .expect(200);
    void other;
    void third;

    const signedIn = await passwordSignIn(ctx, {
      ...user,
      email: 'new-address@example.com',
      password: 'third-pass',
    });
    const kinds = (await history(signedIn.auth)).map((e) => e.kind);
    const changes = [
      'passkey_added',
      'passkey_removed',
      'two_factor_enabled',
      'recovery_codes_regenerated',
      'trusted_devices_forgotten',
      'two_factor_disabled',
      'session_ended',
      'other_sessions_ended',
      'token_created',
      'token_revoked',
      'password_changed',
      'email_changed',
      'password_reset',
    ] as const;
    for (const kind of changes) expect(kinds, kind).toContain(kind);

    const subjects = (await deliverMail(ctx)).map((m) => m.subject);
    for (const kind of changes)
      expect(subjects, kind).toContain(SECURITY_MAIL_TEXTS.subject(SECURITY_EVENT_LABELS[kind]));
  });

  it(`keeps ${SECURITY_HISTORY.retentionDays} days`, async () => {
    const user = await createUser(ctx);
    await recordSecurityEvent(ctx.db, ctx.deps, { userId: user.id, kind: 'password_changed' });
    ctx.clock.advance((SECURITY_HISTORY.retentionDays - 1) * 86_400_000);
    await recordSecurityEvent(ctx.db, ctx.deps, { userId: user.id, kind: 'email_changed' });
    ctx.clock.advance(2 * 86_400_000);
    const fresh = await passwordSignIn(ctx, user);
    expect((await history(fresh.auth)).map((e) => e.kind)).toEqual(['sign_in', 'email_changed']);
  });

  it("shows only the person's own events", async () => {
    const ann = await createUser(ctx);
    const bob = await createUser(ctx);
    await recordSecurityEvent(ctx.db, ctx.deps, { userId: ann.id, kind: 'password_changed' });
    expect(await history(bob.auth)).toEqual([]);
  });

  it('every account-security route is marked so (a personal API token is refused there)', () => {
    const groups = [
      endpointGroups.signInSteps,
      endpointGroups.passkeys,
      endpointGroups.twoFactor,
      endpointGroups.sessions,
      endpointGroups.securityHistory,
    ];
    for (const group of groups)
      for (const endpoint of Object.values(group)) expect(endpoint.accountSecurity, endpoint.path).toBe(true);
    expect(allEndpoints.length).toBeGreaterThan(0);
  });
});
