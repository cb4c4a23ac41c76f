import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS, ACCOUNT_SUCCESS, PASSWORD_CHANGE, PROFILE_VALIDATION } from '@shortlist/contracts';
import { createUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { deliverMail, latestCode, refreshStatus, sessionStatus, signIn, wrongCode } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const sendCode = (email: string) =>
  request(ctx.app).post('/api/account/password-reset/send-code').send({ email });
const verifyCode = (email: string, code: string) =>
  request(ctx.app).post('/api/account/password-reset/verify-code').send({ email, code });
const reset = (email: string, code: string, newPassword = 'brand-new-1') =>
  request(ctx.app).post('/api/account/password-reset').send({ email, code, newPassword });

describe('forgot password: send code', () => {
  it('answers "Code Sent" the same way, in similar time, for a known and an unknown address', async () => {
    // a warm-up, then seven alternating rounds: a median of two (one round of each under load) was one slow
    // answer away from failing
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(ctx)));
    const known = await sendCode(users[0]!.email).expect(200);
    const unknown = await sendCode('nobody@example.com').expect(200);
    expect(known.body).toEqual({ ok: true, message: ACCOUNT_SUCCESS.codeSentDescription });
    expect(unknown.body).toEqual(known.body);

    // timing: medians of alternating rounds (after the warm-up above) stay within a small factor
    const timed = async (email: string) => {
      const start = performance.now();
      await sendCode(email).expect(200);
      return performance.now() - start;
    };
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (const [i, user] of users.slice(1).entries()) {
      knownMs.push(await timed(user.email));
      unknownMs.push(await timed(`nobody${i}@example.com`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [a, b] = [median(knownMs), median(unknownMs)];
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(3);

    const mails = await deliverMail(ctx);
    expect(mails).toHaveLength(users.length);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(users.map((u) => u.email).sort());
    expect(mails[0]!.text).toMatch(/verification code is:\s+\d{5}/);
  });

  it('requires an e-mail address', async () => {
    const res = await request(ctx.app).post('/api/account/password-reset/send-code').send({}).expect(400);
    expect(res.body.error.fields.email).toBe('Please enter your email address');
  });

  it('sends at most one code a minute, and answers the same when throttled', async () => {
    const user = await createUser(ctx);
    await sendCode(user.email).expect(200);
    const again = await sendCode(user.email).expect(200);
    expect(again.body.message).toBe(ACCOUNT_SUCCESS.codeSentDescription);
    expect(await deliverMail(ctx)).toHaveLength(1);
    ctx.clock.advance(61_000);
    await sendCode(user.email).expect(200);
    expect(await deliverMail(ctx)).toHaveLength(2);
  });

  it('sends nothing for a deleted account', async () => {
    const user = await createUser(ctx);
    await request(ctx.app).delete('/api/account').set('Authorization', user.auth).expect(200);
    await sendCode(user.email).expect(200);
    expect(await deliverMail(ctx)).toHaveLength(0);
  });

  it('limits sending per IP with 429 and a clear message', async () => {
    const limited = { app: ctx.appWithLimits({ codes: { windowMs: 60_000, limit: 2 } }) };
    await request(limited.app).post('/api/account/password-reset/send-code').send({ email: 'a@x.io' });
    await request(limited.app).post('/api/account/password-reset/send-code').send({ email: 'b@x.io' });
    const res = await request(limited.app)
      .post('/api/account/password-reset/send-code')
      .send({ email: 'c@x.io' })
      .expect(429);
    expect(res.body.error).toEqual({ code: 'RATE_LIMITED', message: ACCOUNT_ERRORS.tooManyCodeRequests });
    const verify = await request(limited.app)
      .post('/api/account/password-reset/verify-code')
      .send({ email: 'c@x.io', code: '12345' })
      .expect(429);
    expect(verify.body.error.message).toBe(ACCOUNT_ERRORS.tooManyCodeRequests);
  });
});

describe('forgot password: verify code', () => {
  it('accepts the right code and refuses a wrong one', async () => {
    const user = await createUser(ctx);
    await sendCode(user.email).expect(200);
    const code = await latestCode(ctx, user.email);
    const wrong = await verifyCode(user.email, wrongCode(code)).expect(400);
    expect(wrong.body.error.message).toBe(ACCOUNT_ERRORS.invalidCode);
    expect(await verifyCode(user.email, code).expect(200)).toHaveProperty('body', { ok: true });
  });

  it('refuses anything but 5 digits with the spec message', async () => {
    for (const code of ['1234', '123456', 'abcde', '']) {
      const res = await verifyCode('a@example.com', code).expect(400);
      expect(res.body.error.fields.code).toBe(PROFILE_VALIDATION.codeFormat);
    }
  });

  it('answers an unknown address like a wrong code', async () => {
    const res = await verifyCode('nobody@example.com', '12345').expect(400);
    expect(res.body.error.message).toBe(ACCOUNT_ERRORS.invalidCode);
  });

  it('kills the code after 5 wrong tries: the 6th try fails even when right', async () => {
    const user = await createUser(ctx);
    await sendCode(user.email).expect(200);
    const code = await latestCode(ctx, user.email);
    for (let i = 0; i < 5; i += 1) await verifyCode(user.email, wrongCode(code)).expect(400);
    await verifyCode(user.email, code).expect(400);
    await reset(user.email, code).expect(400);
    // a new code works again
    ctx.clock.advance(61_000);
    await sendCode(user.email).expect(200);
    await verifyCode(user.email, await latestCode(ctx, user.email)).expect(200);
  });

  it('counts concurrent wrong guesses atomically (never more than 5 evaluated)', async () => {
    const user = await createUser(ctx);
    await sendCode(user.email).expect(200);
    const code = await latestCode(ctx, user.email);
    await Promise.all(Array.from({ length: 8 }, () => verifyCode(user.email, wrongCode(code)).expect(400)));
    await verifyCode(user.email, code).expect(400);
  });

  it('refuses a code after 10 minutes', async () => {
    const user = await createUser(ctx);
    await sendCode(user.email).expect(200);
    const code = await latestCode(ctx, user.email);
    ctx.clock.advance(9 * 60_000);
    await verifyCode(user.email, code).expect(200);
    ctx.clock.advance(60_001);
    await verifyCode(user.email, code).expect(400);
    await reset(user.email, code).expect(400);
  });

  it('invalidates the old code when a new one is sent', async () => {
    const user = await createUser(ctx);
    await sendCode(user.email).expect(200);
    const first = await latestCode(ctx, user.email);
    ctx.clock.advance(61_000);
    await sendCode(user.email).expect(200);
    const second = await latestCode(ctx, user.email);
    if (first !== second) await verifyCode(user.email, first).expect(400);
    await verifyCode(user.email, second).expect(200);
  });

  it('stops after 10 failures per account per day, then allows again the next day', async () => {
    const user = await createUser(ctx);
    for (let round = 0; round < 2; round += 1) {
      await sendCode(user.email).expect(200);
      const code = await latestCode(ctx, user.email);
      for (let i = 0; i < 5; i += 1) await verifyCode(user.email, wrongCode(code)).expect(400);
      ctx.clock.advance(61_000);
    }
    // 10 failures today: no new code is sent, and the answer does not say so
    await sendCode(user.email).expect(200);
    expect(await deliverMail(ctx)).toHaveLength(2);
    ctx.clock.advance(24 * 60 * 60_000);
    await sendCode(user.email).expect(200);
    await verifyCode(user.email, await latestCode(ctx, user.email)).expect(200);
  });
});

describe('forgot password: reset', () => {
  it('sets the new password, ends every session and refuses to reuse the code', async () => {
    const user = await createUser(ctx);
    const before = await signIn(ctx, user.email, user.password);
    expect(before.res.status).toBe(200);
    ctx.clock.advance(1000);

    await sendCode(user.email).expect(200);
    const code = await latestCode(ctx, user.email);
    await verifyCode(user.email, code).expect(200);
    await reset(user.email, code, 'brand-new-1').expect(200, { ok: true });

    expect(await sessionStatus(ctx, before.accessToken)).toBe(401);
    expect(await refreshStatus(ctx, before.refresh!)).toBe(401);
    expect((await signIn(ctx, user.email, user.password)).res.status).toBe(401);
    expect((await signIn(ctx, user.email, 'brand-new-1')).res.status).toBe(200);

    const reuse = await reset(user.email, code, 'another-pw').expect(400);
    expect(reuse.body.error.message).toBe(ACCOUNT_ERRORS.invalidCode);
    await verifyCode(user.email, code).expect(400);
  });

  it('refuses a short new password with the spec message', async () => {
    const res = await reset('a@example.com', '12345', 'short').expect(400);
    expect(res.body.error.fields.newPassword).toBe(PASSWORD_CHANGE.newTooShort);
  });

  it('refuses a wrong code and leaves the password as it was', async () => {
    const user = await createUser(ctx);
    await sendCode(user.email).expect(200);
    const code = await latestCode(ctx, user.email);
    await reset(user.email, wrongCode(code)).expect(400);
    expect((await signIn(ctx, user.email, user.password)).res.status).toBe(200);
  });
});
