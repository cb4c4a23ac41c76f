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
  type SecurityEventKind,
} from '@shortlist/contracts';
import { createUser, type TestUser } from '../factories';
import { refreshToken } from '../auth/helpers';
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

  /** Signs in and keeps the session renewing, as a tab does after a change that ends other sessions. */
  async function signedIn(user: TestUser) {
    const first = await passwordSignIn(ctx, user, CHROME_MAC);
    const session = { auth: first.auth, refresh: first.refresh! };
    const renew = async () => {
      const res = await request(ctx.app)
        .post('/api/auth/refresh')
        .set('Cookie', `sl_refresh=${encodeURIComponent(session.refresh)}`)
        .expect(200);
      session.auth = `Bearer ${res.body.accessToken}`;
      session.refresh = refreshToken(res)!;
    };
    return { session, renew };
  }

  /** Every kind is in the person's history, and each was mailed with the link to review sessions. */
  async function expectRecordedAndMailed(auth: string, kinds: readonly SecurityEventKind[]) {
    const recorded = (await history(auth)).map((e) => e.kind);
    const mails = await deliverMail(ctx);
    const link = appUrl(ctx.deps.config.publicUrl, ACCOUNT_SESSIONS_PATH);
    for (const kind of kinds) {
      expect(recorded, kind).toContain(kind);
      const mail = mails.find((m) => m.subject === SECURITY_MAIL_TEXTS.subject(SECURITY_EVENT_LABELS[kind]));
      expect(mail?.text, kind).toContain(link);
    }
  }

  it('records and mails passkey and two-factor changes', async () => {
    const user = await createUser(ctx);
    const { session, renew } = await signedIn(user);
    const authenticator = new SoftwareAuthenticator(new URL(ctx.deps.config.publicUrl).origin);
    const options = await request(ctx.app)
      .post('/api/passkeys/registration-options')
      .set('Authorization', session.auth);
    const added = await request(ctx.app)
      .post('/api/passkeys')
      .set('Authorization', session.auth)
      .send({
        challengeId: options.body.challengeId,
        response: authenticator.register(options.body.options),
        name: 'Key',
      })
      .expect(201);
    await request(ctx.app)
      .post(`/api/passkeys/${added.body.id}/remove`)
      .set('Authorization', session.auth)
      .send({ password: user.password })
      .expect(200);
    ctx.clock.advance(1000);
    const { secret } = await turnOnTwoFactor(ctx, session.auth);
    await renew();
    await request(ctx.app)
      .post('/api/two-factor/recovery-codes')
      .set('Authorization', session.auth)
      .send({ password: user.password })
      .expect(200);
    await request(ctx.app)
      .post('/api/two-factor/trusted-devices/forget')
      .set('Authorization', session.auth)
      .expect(200);
    await request(ctx.app)
      .post('/api/two-factor/disable')
      .set('Authorization', session.auth)
      .send({ password: user.password, code: totpCode(ctx, secret) })
      .expect(200);
    await expectRecordedAndMailed(session.auth, [
      'passkey_added',
      'passkey_removed',
      'two_factor_enabled',
      'recovery_codes_regenerated',
      'trusted_devices_forgotten',
      'two_factor_disabled',
    ]);
  });

  it('records and mails sessions ended and tokens created or revoked', async () => {
    const user = await createUser(ctx);
    const { session, renew } = await signedIn(user);
    await passwordSignIn(ctx, user, FIREFOX_WINDOWS);
    const sessions = await request(ctx.app).get('/api/sessions').set('Authorization', session.auth);
    const other = sessions.body.sessions.find((s: { current: boolean }) => !s.current).id as string;
    ctx.clock.advance(1000);
    await request(ctx.app)
      .post(`/api/sessions/${other}/sign-out`)
      .set('Authorization', session.auth)
      .expect(200);
    await renew();
    await passwordSignIn(ctx, user, FIREFOX_WINDOWS);
    ctx.clock.advance(1000);
    await request(ctx.app)
      .post('/api/sessions/sign-out-others')
      .set('Authorization', session.auth)
      .expect(200);
    await renew();
    // the API tokens feature records its changes through the same function
    await recordSecurityEvent(ctx.db, ctx.deps, { userId: user.id, kind: 'token_created', detail: 'Script' });
    await recordSecurityEvent(ctx.db, ctx.deps, { userId: user.id, kind: 'token_revoked', detail: 'Script' });
    await expectRecordedAndMailed(session.auth, [
      'session_ended',
      'other_sessions_ended',
      'token_created',
      'token_revoked',
    ]);
  });

  it('records and mails password and e-mail changes and a password reset', async () => {
    const user = await createUser(ctx);
    const { session } = await signedIn(user);
    const changed = await request(ctx.app)
      .post('/api/account/password')
      .set('Authorization', session.auth)
      .send({ currentPassword: user.password, newPassword: 'second-pass' })
      .expect(200);
    const auth = `Bearer ${changed.body.accessToken}`;
    await request(ctx.app).post('/api/account/email-change/send-code').set('Authorization', auth).expect(200);
    const code = await mailedCode(ctx, user.email);
    await request(ctx.app)
      .post('/api/account/email-change')
      .set('Authorization', auth)
      .send({ code, newEmail: 'new-address@example.com' })
      .expect(200);
    await request(ctx.app)
      .post('/api/account/password-reset/send-code')
      .send({ email: 'new-address@example.com' })
      .expect(200);
    const resetCode = await mailedCode(ctx, 'new-address@example.com');
    await request(ctx.app)
      .post('/api/account/password-reset')
      .send({ email: 'new-address@example.com', code: resetCode, newPassword: 'third-pass' })
      .expect(200);
    const again = await passwordSignIn(ctx, {
      ...user,
      email: 'new-address@example.com',
      password: 'third-pass',
    });
    await expectRecordedAndMailed(again.auth, ['password_changed', 'email_changed', 'password_reset']);
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
