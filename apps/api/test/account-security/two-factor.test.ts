import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_ERRORS, TWO_FACTOR, TWO_FACTOR_ERRORS } from '@shortlist/contracts';
import { createUser, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import {
  CHROME_MAC,
  FIREFOX_WINDOWS,
  expectSession,
  historyKinds,
  nextPeriod,
  passwordSignIn,
  totpCode,
  turnOnTwoFactor,
  mailedCode,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

/** The password step: it must answer a ticket. */
async function ticketFor(user: TestUser, cookie?: string): Promise<string> {
  const { res } = await passwordSignIn(ctx, user, CHROME_MAC, cookie);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ twoFactorRequired: true, ticket: expect.any(String) });
  expect(res.headers['set-cookie']).toBeUndefined();
  return res.body.ticket as string;
}

const secondStep = (body: Record<string, unknown>, cookie?: string) => {
  const req = request(ctx.app).post('/api/auth/two-factor').set('User-Agent', CHROME_MAC);
  if (cookie) req.set('Cookie', cookie);
  return req.send(body);
};

describe('turning two-factor on', () => {
  it('shows a QR code and the key, and turns on only with a right first code', async () => {
    const user = await createUser(ctx);
    const setup = await request(ctx.app)
      .post('/api/two-factor/setup')
      .set('Authorization', user.auth)
      .expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.otpauthUrl).toContain('issuer=Shortlist');
    expect(setup.body.qrSvg).toMatch(/^<svg/);
    const wrong = await request(ctx.app)
      .post('/api/two-factor/enable')
      .set('Authorization', user.auth)
      .send({ code: '000000' === totpCode(ctx, setup.body.secret) ? '111111' : '000000' })
      .expect(400);
    expect(wrong.body.error.fields).toEqual({ code: TWO_FACTOR_ERRORS.invalidCode });
    await request(ctx.app)
      .post('/api/two-factor/enable')
      .set('Authorization', user.auth)
      .send({ code: '12ab' })
      .expect(400);
    const status = await request(ctx.app).get('/api/two-factor').set('Authorization', user.auth).expect(200);
    expect(status.body.enabled).toBe(false);

    const enabled = await request(ctx.app)
      .post('/api/two-factor/enable')
      .set('Authorization', user.auth)
      .send({ code: totpCode(ctx, setup.body.secret) })
      .expect(200);
    const codes = enabled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(TWO_FACTOR.recoveryCodeCount);
    expect(new Set(codes).size).toBe(TWO_FACTOR.recoveryCodeCount);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    // stored hashed: no code is in the database as shown
    const rows = await ctx.deps.database.db.execute(`select code_hash from recovery_codes`);
    const stored = JSON.stringify(rows);
    for (const code of codes) expect(stored).not.toContain(code.replace('-', ''));
    expect(
      (await request(ctx.app).get('/api/two-factor').set('Authorization', user.auth)).body,
    ).toMatchObject({
      enabled: true,
      recoveryCodesLeft: TWO_FACTOR.recoveryCodeCount,
    });
    await request(ctx.app).post('/api/two-factor/setup').set('Authorization', user.auth).expect(409);
  });

  it('ends the other sessions and keeps this one', async () => {
    const user = await createUser(ctx);
    const here = await passwordSignIn(ctx, user, CHROME_MAC);
    const there = await passwordSignIn(ctx, user, FIREFOX_WINDOWS);
    ctx.clock.advance(1000);
    await turnOnTwoFactor(ctx, here.auth);
    const refresh = (token: string) =>
      request(ctx.app)
        .post('/api/auth/refresh')
        .set('Cookie', `sl_refresh=${encodeURIComponent(token)}`);
    expect((await refresh(there.refresh!)).status).toBe(401);
    expect((await refresh(here.refresh!)).status).toBe(200);
  });
});

describe("sign-in's second step", () => {
  it('asks for a code after the password, and takes each code once', async () => {
    const user = await createUser(ctx);
    const { secret } = await turnOnTwoFactor(ctx, user.auth);
    const ticket = await ticketFor(user);
    const code = totpCode(ctx, secret);
    const wrong = await secondStep({ ticket, code: code === '000000' ? '111111' : '000000' }).expect(401);
    expect(wrong.body.error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: TWO_FACTOR_ERRORS.invalidCode,
    });
    expectSession(await secondStep({ ticket, code }));
    // the same code again (a new password step): refused in its own window
    const again = await secondStep({ ticket: await ticketFor(user), code }).expect(401);
    expect(again.body.error.message).toBe(TWO_FACTOR_ERRORS.invalidCode);
    // an earlier period's code is refused too, once a later one was taken
    nextPeriod(ctx);
    expectSession(await secondStep({ ticket: await ticketFor(user), code: totpCode(ctx, secret) }));
    await secondStep({ ticket: await ticketFor(user), code: totpCode(ctx, secret, -1) }).expect(401);
  });

  it('takes a recovery code once', async () => {
    const user = await createUser(ctx);
    const { recoveryCodes } = await turnOnTwoFactor(ctx, user.auth);
    const code = recoveryCodes[3]!;
    const res = await secondStep({
      ticket: await ticketFor(user),
      code: code.toLowerCase().replace('-', ' '),
    });
    expectSession(res);
    await secondStep({ ticket: await ticketFor(user), code }).expect(401);
    const status = await request(ctx.app).get('/api/two-factor').set('Authorization', user.auth);
    expect(status.body.recoveryCodesLeft).toBe(TWO_FACTOR.recoveryCodeCount - 1);
    const history = await request(ctx.app).get('/api/security-history').set('Authorization', user.auth);
    const kinds = (history.body.events as Array<{ kind: string; detail: string | null }>).map((e) => [
      e.kind,
      e.detail,
    ]);
    expect(kinds).toContainEqual(['sign_in', 'recovery_code']);
    expect(kinds).toContainEqual(['recovery_code_used', String(TWO_FACTOR.recoveryCodeCount - 1)]);
    expect(kinds).toContainEqual(['sign_in_failed', 'code']);
  });

  it('refuses an expired or forged ticket', async () => {
    const user = await createUser(ctx);
    const { secret } = await turnOnTwoFactor(ctx, user.auth);
    const ticket = await ticketFor(user);
    ctx.clock.advance(TWO_FACTOR.signInTicketMinutes * 60_000 + 1000);
    const late = await secondStep({ ticket, code: totpCode(ctx, secret) }).expect(401);
    expect(late.body.error.message).toBe(TWO_FACTOR_ERRORS.ticketExpired);
    // an access token is no ticket
    await secondStep({ ticket: user.token, code: totpCode(ctx, secret) }).expect(401);
  });

  it("locks the step per account after too many wrong codes, with sign-in's text", async () => {
    const user = await createUser(ctx);
    const { secret } = await turnOnTwoFactor(ctx, user.auth);
    const right = totpCode(ctx, secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < TWO_FACTOR.maxFailures; i++)
      await secondStep({ ticket: await ticketFor(user), code: wrong }).expect(401);
    const locked = await secondStep({ ticket: await ticketFor(user), code: right }).expect(429);
    expect(locked.body.error).toEqual({ code: 'RATE_LIMITED', message: AUTH_ERRORS.tooManyRequests });
    ctx.clock.advance(TWO_FACTOR.windowMinutes * 60_000 + 1000);
    expectSession(await secondStep({ ticket: await ticketFor(user), code: totpCode(ctx, secret) }));
  });

  it('trusts this device for 30 days when asked, until forgotten', async () => {
    const user = await createUser(ctx);
    const { secret } = await turnOnTwoFactor(ctx, user.auth);
    const res = await secondStep({
      ticket: await ticketFor(user),
      code: totpCode(ctx, secret),
      trustDevice: true,
    });
    expectSession(res);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    const trusted = cookies.find((c) => c.startsWith('sl_trusted_device='))!;
    expect(trusted).toMatch(/HttpOnly/);
    expect(trusted).toMatch(/Max-Age=2592000/);
    const cookie = trusted.split(';')[0]!;
    // the password alone signs in on this browser
    const direct = await passwordSignIn(ctx, user, CHROME_MAC, cookie);
    expectSession(direct.res);
    // another browser (no cookie) still asks
    await ticketFor(user);
    expect(
      (await request(ctx.app).get('/api/two-factor').set('Authorization', direct.auth)).body.trustedDevices,
    ).toBe(1);
    await request(ctx.app)
      .post('/api/two-factor/trusted-devices/forget')
      .set('Authorization', direct.auth)
      .expect(200);
    await ticketFor(user, cookie);
    // and it expires
    const again = await secondStep({
      ticket: await ticketFor(user),
      code: totpCode(ctx, secret, 1),
      trustDevice: true,
    });
    const cookie2 = (again.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('sl_trusted_device='))!
      .split(';')[0]!;
    ctx.clock.advance(TWO_FACTOR.trustedDeviceDays * 86_400_000 + 1000);
    await ticketFor(user, cookie2);
  });

  it('password reset does not bypass the second factor', async () => {
    const user = await createUser(ctx);
    const { secret } = await turnOnTwoFactor(ctx, user.auth);
    const res = await secondStep({
      ticket: await ticketFor(user),
      code: totpCode(ctx, secret),
      trustDevice: true,
    });
    const cookie = (res.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('sl_trusted_device='))!
      .split(';')[0]!;
    await request(ctx.app)
      .post('/api/account/password-reset/send-code')
      .send({ email: user.email })
      .expect(200);
    const code = await mailedCode(ctx, user.email);
    await request(ctx.app)
      .post('/api/account/password-reset')
      .send({ email: user.email, code, newPassword: 'brand-new-pass' })
      .expect(200);
    // even the browser that was trusted asks for the code after the reset
    await ticketFor({ ...user, password: 'brand-new-pass' }, cookie);
  });
});

describe('managing two-factor', () => {
  it('regenerates recovery codes with the password: the old ones stop working', async () => {
    const user = await createUser(ctx);
    const { recoveryCodes } = await turnOnTwoFactor(ctx, user.auth);
    await request(ctx.app)
      .post('/api/two-factor/recovery-codes')
      .set('Authorization', user.auth)
      .send({ password: 'nope' })
      .expect(400);
    const res = await request(ctx.app)
      .post('/api/two-factor/recovery-codes')
      .set('Authorization', user.auth)
      .send({ password: user.password })
      .expect(200);
    expect(res.body.recoveryCodes).toHaveLength(TWO_FACTOR.recoveryCodeCount);
    await secondStep({ ticket: await ticketFor(user), code: recoveryCodes[0] }).expect(401);
    expectSession(await secondStep({ ticket: await ticketFor(user), code: res.body.recoveryCodes[0] }));
  });

  it('turns off with the password and a code, not with either alone', async () => {
    const user = await createUser(ctx);
    const { secret } = await turnOnTwoFactor(ctx, user.auth);
    const off = (body: Record<string, unknown>) =>
      request(ctx.app).post('/api/two-factor/disable').set('Authorization', user.auth).send(body);
    await off({ password: user.password }).expect(400);
    await off({ password: 'wrong', code: totpCode(ctx, secret) }).expect(400);
    await off({ password: user.password, code: totpCode(ctx, secret) }).expect(200);
    expectSession((await passwordSignIn(ctx, user)).res);
    expect(await historyKinds(ctx, user.auth)).toContain('two_factor_disabled');
  });
});
