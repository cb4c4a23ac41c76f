import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS, AUTH_ERRORS, PROFILE_VALIDATION } from '@shortlist/contracts';
import { createUser, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { deliverMail, latestCode, signIn, wrongCode } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const sendCode = (user: TestUser) =>
  request(ctx.app).post('/api/account/email-change/send-code').set('Authorization', user.auth);
const verifyCode = (user: TestUser, code: string) =>
  request(ctx.app)
    .post('/api/account/email-change/verify-code')
    .set('Authorization', user.auth)
    .send({ code });
const change = (user: TestUser, code: string, newEmail: string) =>
  request(ctx.app).post('/api/account/email-change').set('Authorization', user.auth).send({ code, newEmail });

describe('e-mail change', () => {
  it('requires authentication', async () => {
    for (const [path, body] of [
      ['/api/account/email-change/send-code', {}],
      ['/api/account/email-change/verify-code', { code: '12345' }],
      ['/api/account/email-change', { code: '12345', newEmail: 'x@example.com' }],
    ] as const) {
      const res = await request(ctx.app).post(path).send(body).expect(401);
      expect(res.body.error.message).toBe(AUTH_ERRORS.notAuthenticated);
    }
  });

  it('sends the code to the CURRENT address, then changes the address and tells the old one', async () => {
    const user = await createUser(ctx);
    await sendCode(user).expect(200, { ok: true });
    const code = await latestCode(ctx, user.email);
    expect(ctx.smtp.received[0]!.to).toEqual([user.email]);
    await verifyCode(user, code).expect(200, { ok: true });

    const res = await change(user, code, '  New.Address@Example.com ').expect(200);
    expect(res.body.user.email).toBe('new.address@example.com');

    const mails = await deliverMail(ctx);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.to).toEqual([user.email]);
    expect(mails[1]!.subject).toBe('Your Shortlist e-mail address was changed');
    expect(mails[1]!.text).toContain('new.address@example.com');

    const session = await request(ctx.app)
      .get('/api/auth/session')
      .set('Authorization', user.auth)
      .expect(200);
    expect(session.body.user.email).toBe('new.address@example.com');
    expect((await signIn(ctx, 'new.address@example.com', user.password)).res.status).toBe(200);
    expect((await signIn(ctx, user.email, user.password)).res.status).toBe(401);
    // the code is used up
    await change(user, code, 'third@example.com').expect(400);
  });

  it('refuses a wrong code with "Invalid verification code"', async () => {
    const user = await createUser(ctx);
    await sendCode(user).expect(200);
    const code = await latestCode(ctx, user.email);
    const res = await verifyCode(user, wrongCode(code)).expect(400);
    expect(res.body.error.message).toBe(ACCOUNT_ERRORS.invalidCode);
    const changed = await change(user, wrongCode(code), 'x@example.com').expect(400);
    expect(changed.body.error.message).toBe(ACCOUNT_ERRORS.invalidCode);
  });

  it('checks the new address: required, e-mail shaped, at most 255 characters', async () => {
    const user = await createUser(ctx);
    const cases: Array<[string, string]> = [
      ['', PROFILE_VALIDATION.newEmailRequired],
      ['not-an-email', PROFILE_VALIDATION.newEmailInvalid],
      [`${'a'.repeat(250)}@example.com`, PROFILE_VALIDATION.newEmailInvalid],
    ];
    for (const [newEmail, message] of cases) {
      const res = await change(user, '12345', newEmail).expect(400);
      expect(res.body.error.fields.newEmail).toBe(message);
    }
  });

  it('refuses an address that is taken (or the same) with the spec message and keeps the code usable', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    await sendCode(user).expect(200);
    const code = await latestCode(ctx, user.email);
    for (const taken of [other.email, user.email]) {
      const res = await change(user, code, taken).expect(409);
      expect(res.body.error.message).toBe(ACCOUNT_ERRORS.changeEmail);
    }
    await change(user, code, 'free@example.com').expect(200);
  });

  it('waits 60 s between codes and says so', async () => {
    const user = await createUser(ctx);
    await sendCode(user).expect(200);
    const res = await sendCode(user).expect(429);
    expect(res.body.error.message).toBe(ACCOUNT_ERRORS.codeResendTooSoon);
    ctx.clock.advance(60_000);
    await sendCode(user).expect(200);
  });

  it("tells a signed-in user when the day's wrong tries are used up", async () => {
    const user = await createUser(ctx);
    for (let round = 0; round < 2; round += 1) {
      await sendCode(user).expect(200);
      const code = await latestCode(ctx, user.email);
      for (let i = 0; i < 5; i += 1) await verifyCode(user, wrongCode(code)).expect(400);
      ctx.clock.advance(61_000);
    }
    const res = await sendCode(user).expect(429);
    expect(res.body.error.message).toBe(ACCOUNT_ERRORS.tooManyCodeRequests);
  });

  it('keeps reset codes and e-mail change codes apart', async () => {
    const user = await createUser(ctx);
    await sendCode(user).expect(200);
    const code = await latestCode(ctx, user.email);
    await request(ctx.app)
      .post('/api/account/password-reset/verify-code')
      .send({ email: user.email, code })
      .expect(400);
  });
});
