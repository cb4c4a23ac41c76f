import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ERRORS,
  AUTH_ERRORS,
  PASSWORD_CHANGE,
  PROFILE_VALIDATION,
  UNDO_EMAIL_CHANGE_TEXTS,
} from '@shortlist/contracts';
import { createUser, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { deliverMail, latestCode, refreshStatus, sessionStatus, signIn, wrongCode } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const sendCode = (user: TestUser, newEmail: string, currentPassword = user.password) =>
  request(ctx.app)
    .post('/api/account/email-change/send-code')
    .set('Authorization', user.auth)
    .send({ newEmail, currentPassword });
const change = (user: TestUser, code: string) =>
  request(ctx.app).post('/api/account/email-change').set('Authorization', user.auth).send({ code });
const undo = (token: string) => request(ctx.app).post('/api/account/email-change/undo').send({ token });

/** The undo link's token from the notice to the old address. */
async function undoToken(to: string): Promise<string> {
  const mail = (await deliverMail(ctx)).filter((m) => m.to.includes(to)).at(-1);
  const token = /\/undo-email-change#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, 'an undo link').toBeDefined();
  return token!;
}

describe('e-mail change', () => {
  it('requires authentication', async () => {
    for (const [path, body] of [
      ['/api/account/email-change/send-code', { newEmail: 'x@example.com', currentPassword: 'x' }],
      ['/api/account/email-change', { code: '12345' }],
    ] as const) {
      const res = await request(ctx.app).post(path).send(body).expect(401);
      expect(res.body.error.message).toBe(AUTH_ERRORS.notAuthenticated);
    }
  });

  it('sends the code to the NEW address, changes to it, and tells the old one with an undo link', async () => {
    const user = await createUser(ctx);
    await sendCode(user, '  New.Address@Example.com ').expect(200, { ok: true });
    const code = await latestCode(ctx, 'new.address@example.com');
    // nothing to the current address yet: the code proves the NEW one
    expect(ctx.smtp.received.map((m) => m.to)).toEqual([['new.address@example.com']]);

    const res = await change(user, code).expect(200);
    expect(res.body.user.email).toBe('new.address@example.com');
    expect(res.body.user.emailConfirmed).toBe(true);

    const mails = await deliverMail(ctx);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.to).toEqual([user.email]);
    expect(mails[1]!.subject).toBe('Your Shortlist e-mail address was changed');
    expect(mails[1]!.text).toContain('new.address@example.com');
    expect(mails[1]!.text).toMatch(/\/undo-email-change#[A-Za-z0-9_-]{20,}/);

    expect((await signIn(ctx, 'new.address@example.com', user.password)).res.status).toBe(200);
    expect((await signIn(ctx, user.email, user.password)).res.status).toBe(401);
    // the code is used up
    await change(user, code).expect(400);
  });

  it('asks for the current password before sending anything', async () => {
    const user = await createUser(ctx);
    const missing = await sendCode(user, 'new@example.com', '').expect(400);
    expect(missing.body.error.fields.currentPassword).toBe(PASSWORD_CHANGE.currentRequired);
    const wrong = await sendCode(user, 'new@example.com', 'not my password').expect(400);
    expect(wrong.body.error.fields.currentPassword).toBe(PASSWORD_CHANGE.currentIncorrect);
    expect(await deliverMail(ctx)).toHaveLength(0);
  });

  it('changes to the address the code was sent to, whatever else the request says', async () => {
    const user = await createUser(ctx);
    await sendCode(user, 'mine@example.com').expect(200);
    const code = await latestCode(ctx, 'mine@example.com');
    const res = await request(ctx.app)
      .post('/api/account/email-change')
      .set('Authorization', user.auth)
      .send({ code, newEmail: 'attacker@example.com' })
      .expect(200);
    expect(res.body.user.email).toBe('mine@example.com');
  });

  it('refuses a wrong code with "Invalid verification code"', async () => {
    const user = await createUser(ctx);
    await sendCode(user, 'x@example.com').expect(200);
    const code = await latestCode(ctx, 'x@example.com');
    const changed = await change(user, wrongCode(code)).expect(400);
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
      const res = await sendCode(user, newEmail).expect(400);
      expect(res.body.error.fields.newEmail).toBe(message);
    }
  });

  it('refuses an address that is taken (or the same) with the spec message, before and after the code', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    for (const taken of [other.email, user.email]) {
      const res = await sendCode(user, taken).expect(409);
      expect(res.body.error.message).toBe(ACCOUNT_ERRORS.changeEmail);
    }
    await sendCode(user, 'late@example.com').expect(200);
    const code = await latestCode(ctx, 'late@example.com');
    await createUser(ctx, { email: 'late@example.com' });
    const res = await change(user, code).expect(409);
    expect(res.body.error.message).toBe(ACCOUNT_ERRORS.changeEmail);
  });

  it('waits 60 s between codes and says so', async () => {
    const user = await createUser(ctx);
    await sendCode(user, 'a@example.com').expect(200);
    const res = await sendCode(user, 'a@example.com').expect(429);
    expect(res.body.error.message).toBe(ACCOUNT_ERRORS.codeResendTooSoon);
    ctx.clock.advance(60_000);
    await sendCode(user, 'a@example.com').expect(200);
  });

  it("tells a signed-in user when the day's wrong tries are used up", async () => {
    const user = await createUser(ctx);
    for (let round = 0; round < 2; round += 1) {
      await sendCode(user, 'b@example.com').expect(200);
      const code = await latestCode(ctx, 'b@example.com');
      for (let i = 0; i < 5; i += 1) await change(user, wrongCode(code)).expect(400);
      ctx.clock.advance(61_000);
    }
    const res = await sendCode(user, 'b@example.com').expect(429);
    expect(res.body.error.message).toBe(ACCOUNT_ERRORS.tooManyCodeRequests);
  });

  it('keeps reset codes and e-mail change codes apart', async () => {
    const user = await createUser(ctx);
    await sendCode(user, 'c@example.com').expect(200);
    const code = await latestCode(ctx, 'c@example.com');
    await request(ctx.app)
      .post('/api/account/password-reset/verify-code')
      .send({ email: user.email, code })
      .expect(400);
  });

  it('the undo link puts the old address back once and signs every session out', async () => {
    const user = await createUser(ctx);
    const other = await signIn(ctx, user.email, user.password);
    await sendCode(user, 'taken.over@example.com').expect(200);
    await change(user, await latestCode(ctx, 'taken.over@example.com')).expect(200);
    const token = await undoToken(user.email);
    ctx.clock.advance(1_000);

    const res = await undo(token).expect(200);
    expect(res.body.message).toBe(UNDO_EMAIL_CHANGE_TEXTS.restored);
    expect(await sessionStatus(ctx, user.token)).toBe(401);
    expect(await refreshStatus(ctx, other.refresh!)).toBe(401);
    expect((await signIn(ctx, user.email, user.password)).res.status).toBe(200);
    expect((await signIn(ctx, 'taken.over@example.com', user.password)).res.status).toBe(401);

    const again = await undo(token).expect(400);
    expect(again.body.error.message).toBe(ACCOUNT_ERRORS.invalidLink);
  });

  it('refuses an unknown, malformed or expired undo link', async () => {
    const user = await createUser(ctx);
    await undo('x'.repeat(43)).expect(400);
    await undo('not a token!').expect(400);
    await sendCode(user, 'd@example.com').expect(200);
    await change(user, await latestCode(ctx, 'd@example.com')).expect(200);
    const token = await undoToken(user.email);
    ctx.clock.advance(15 * 24 * 3600_000);
    await undo(token).expect(400);
  });

  it('cannot take back an old address another account holds now', async () => {
    const user = await createUser(ctx);
    const oldEmail = user.email;
    await sendCode(user, 'e@example.com').expect(200);
    await change(user, await latestCode(ctx, 'e@example.com')).expect(200);
    const token = await undoToken(oldEmail);
    await createUser(ctx, { email: oldEmail });
    const res = await undo(token).expect(409);
    expect(res.body.error.message).toBe(UNDO_EMAIL_CHANGE_TEXTS.addressTaken);
  });
});
