import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ERRORS,
  AUTH_ERRORS,
  PROFILE_VALIDATION,
  UNDO_EMAIL_CHANGE_TEXTS,
} from '@shortlist/contracts';
import { createUser, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { confirmSignUp, deliverMail, refreshStatus, sessionStatus, signIn, wrongCode } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const sendCode = (user: TestUser) =>
  request(ctx.app).post('/api/account/email-change/send-code').set('Authorization', user.auth).send();
const verify = (user: TestUser, code: string) =>
  request(ctx.app)
    .post('/api/account/email-change/verify-code')
    .set('Authorization', user.auth)
    .send({ code });
const change = (user: TestUser, code: string, newEmail: string) =>
  request(ctx.app).post('/api/account/email-change').set('Authorization', user.auth).send({ code, newEmail });
const undo = (token: string) => request(ctx.app).post('/api/account/email-change/undo').send({ token });

/** The undo link's token from the notice to the old address. */
async function undoToken(to: string): Promise<string> {
  const mail = (await deliverMail(ctx)).filter((m) => m.to.includes(to)).at(-1);
  const token = /\/undo-email-change#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, 'an undo link').toBeDefined();
  return token!;
}

/** The code of the newest e-mail change mail to `to` (the outbox may deliver other mails to it after that one). */
async function changeCode(to: string): Promise<string> {
  const mail = (await deliverMail(ctx))
    .filter((m) => m.to.includes(to) && m.subject === 'Your Shortlist e-mail change code')
    .at(-1);
  const code = /verification code is:\s*(\d{5})/.exec(mail?.text ?? '')?.[1];
  expect(code, `an e-mail change code to ${to}`).toMatch(/^\d{5}$/);
  return code!;
}

/** send_code, then the code from the mail to the current address. */
async function codeFor(user: TestUser): Promise<string> {
  await sendCode(user).expect(200, { ok: true });
  return changeCode(user.email);
}

/** The whole flow: send_code, verify_code, change_email. */
async function changeTo(user: TestUser, newEmail: string) {
  const code = await codeFor(user);
  await verify(user, code).expect(200, { ok: true });
  return change(user, code, newEmail).expect(200);
}

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

  it('send_code -> verify_code -> change_email: the code goes to the CURRENT address; the new one gets a confirmation link, the old one an undo link', async () => {
    const user = await createUser(ctx);
    await sendCode(user).expect(200, { ok: true });
    const code = await changeCode(user.email);
    // the code proves the current address: nothing anywhere else
    expect(ctx.smtp.received.map((m) => m.to)).toEqual([[user.email]]);
    expect(ctx.smtp.received[0]!.subject).toBe('Your Shortlist e-mail change code');

    // verify_code does not use the code up: it can be checked again, and change_email still takes it
    await verify(user, code).expect(200, { ok: true });
    await verify(user, code).expect(200, { ok: true });
    const res = await change(user, code, '  New.Address@Example.com ').expect(200);
    expect(res.body.user.email).toBe('new.address@example.com');
    // the code proved the old address, not this one: it waits for its link
    expect(res.body.user.emailConfirmed).toBe(false);

    const mails = (await deliverMail(ctx)).slice(1);
    // and the security notice, at the account's address now, with the link to review sessions
    expect(mails).toHaveLength(3);
    const security = mails.find((m) => m.subject === 'Shortlist security: E-mail address changed')!;
    expect(security.to).toEqual(['new.address@example.com']);
    expect(security.text).toContain('/app/profile#sessions');
    const notice = mails.find((m) => m.to.includes(user.email))!;
    expect(notice.subject).toBe('Your Shortlist e-mail address was changed');
    expect(notice.text).toContain('new.address@example.com');
    expect(notice.text).toMatch(/\/undo-email-change#[A-Za-z0-9_-]{20,}/);
    const confirmation = mails.find((m) => m.subject === 'Confirm your Shortlist e-mail address')!;
    expect(confirmation.to).toEqual(['new.address@example.com']);
    expect(confirmation.subject).toBe('Confirm your Shortlist e-mail address');
    expect(confirmation.text).toContain('now uses this e-mail address');

    expect((await signIn(ctx, 'new.address@example.com', user.password)).res.status).toBe(200);
    expect((await signIn(ctx, user.email, user.password)).res.status).toBe(401);
    // the code is used up by change_email
    await verify(user, code).expect(400);
    await change(user, code, 'again@example.com').expect(400);

    // the new address's link confirms it
    await confirmSignUp(ctx, 'new.address@example.com');
    const session = await request(ctx.app)
      .get('/api/auth/session')
      .set('Authorization', user.auth)
      .expect(200);
    expect(session.body.user.emailConfirmed).toBe(true);
  });

  it('needs no password and takes no address: the code always goes to the current address', async () => {
    const user = await createUser(ctx);
    await request(ctx.app)
      .post('/api/account/email-change/send-code')
      .set('Authorization', user.auth)
      .send({ newEmail: 'attacker@example.com', currentPassword: 'x' })
      .expect(200, { ok: true });
    expect((await deliverMail(ctx)).map((m) => m.to)).toEqual([[user.email]]);
  });

  it('refuses a wrong, missing or malformed code with "Invalid verification code" / the 5-digit message, at both steps', async () => {
    const user = await createUser(ctx);
    const code = await codeFor(user);
    const verified = await verify(user, wrongCode(code)).expect(400);
    expect(verified.body.error.message).toBe(ACCOUNT_ERRORS.invalidCode);
    expect(verified.body.error.fields.code).toBe(ACCOUNT_ERRORS.invalidCode);
    const changed = await change(user, wrongCode(code), 'x@example.com').expect(400);
    expect(changed.body.error.message).toBe(ACCOUNT_ERRORS.invalidCode);
    for (const bad of ['', '1234', '123456', 'abcde']) {
      const res = await verify(user, bad).expect(400);
      expect(res.body.error.fields.code).toBe(PROFILE_VALIDATION.codeFormat);
    }
    const missing = await request(ctx.app)
      .post('/api/account/email-change')
      .set('Authorization', user.auth)
      .send({ newEmail: 'x@example.com' })
      .expect(400);
    expect(missing.body.error.fields.code).toBe(PROFILE_VALIDATION.codeFormat);
    // no code sent at all
    const other = await createUser(ctx);
    await verify(other, '12345').expect(400);
  });

  it('checks the new address: required, e-mail shaped, at most 255 characters', async () => {
    const user = await createUser(ctx);
    const code = await codeFor(user);
    const cases: Array<[unknown, string]> = [
      [undefined, PROFILE_VALIDATION.newEmailRequired],
      ['', PROFILE_VALIDATION.newEmailRequired],
      ['   ', PROFILE_VALIDATION.newEmailRequired],
      ['not-an-email', PROFILE_VALIDATION.newEmailInvalid],
      [`${'a'.repeat(250)}@example.com`, PROFILE_VALIDATION.newEmailInvalid],
    ];
    for (const [newEmail, message] of cases) {
      const res = await request(ctx.app)
        .post('/api/account/email-change')
        .set('Authorization', user.auth)
        .send({ code, newEmail })
        .expect(400);
      expect(res.body.error.fields.newEmail).toBe(message);
    }
    // a refused form costs the code nothing
    await change(user, code, 'fine@example.com').expect(200);
  });

  it('refuses an address that is taken (or the same) with the spec message, and the code stays usable', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const code = await codeFor(user);
    await verify(user, code).expect(200);
    for (const taken of [other.email, user.email, other.email.toUpperCase()]) {
      const res = await change(user, code, taken).expect(409);
      expect(res.body.error.message).toBe(ACCOUNT_ERRORS.changeEmail);
      expect(res.body.error.fields.newEmail).toBe(ACCOUNT_ERRORS.changeEmail);
    }
    await change(user, code, 'free@example.com').expect(200);
  });

  it('a code sent before the address changed back proves nothing now', async () => {
    const user = await createUser(ctx);
    const oldEmail = user.email;
    await changeTo(user, 'moved@example.com');
    ctx.clock.advance(61_000);
    // a code to the new address, then the old address takes the account back
    await sendCode(user).expect(200);
    const code = await changeCode('moved@example.com');
    await undo(await undoToken(oldEmail)).expect(200);
    ctx.clock.advance(1_000);
    const relogged = await signIn(ctx, oldEmail, user.password);
    const auth = `Bearer ${relogged.accessToken}`;
    await request(ctx.app)
      .post('/api/account/email-change/verify-code')
      .set('Authorization', auth)
      .send({ code })
      .expect(400);
  });

  it('waits 60 s between codes and says so', async () => {
    const user = await createUser(ctx);
    await sendCode(user).expect(200);
    const res = await sendCode(user).expect(429);
    expect(res.body.error.message).toBe(ACCOUNT_ERRORS.codeResendTooSoon);
    ctx.clock.advance(60_000);
    await sendCode(user).expect(200);
  });

  it('a code dies after 5 wrong tries, even the right one', async () => {
    const user = await createUser(ctx);
    const code = await codeFor(user);
    for (let i = 0; i < 5; i += 1) await verify(user, wrongCode(code)).expect(400);
    await verify(user, code).expect(400);
    await change(user, code, 'late@example.com').expect(400);
  });

  it('a code dies after 10 minutes', async () => {
    const user = await createUser(ctx);
    const code = await codeFor(user);
    ctx.clock.advance(10 * 60_000 + 1_000);
    await verify(user, code).expect(400);
  });

  it("tells a signed-in user when the day's wrong tries are used up", async () => {
    const user = await createUser(ctx);
    for (let round = 0; round < 2; round += 1) {
      const code = await codeFor(user);
      for (let i = 0; i < 5; i += 1) await verify(user, wrongCode(code)).expect(400);
      ctx.clock.advance(61_000);
    }
    const res = await sendCode(user).expect(429);
    expect(res.body.error.message).toBe(ACCOUNT_ERRORS.tooManyCodeRequests);
  });

  it('keeps reset codes and e-mail change codes apart', async () => {
    const user = await createUser(ctx);
    const code = await codeFor(user);
    await request(ctx.app)
      .post('/api/account/password-reset/verify-code')
      .send({ email: user.email, code })
      .expect(400);
  });

  it('the undo link puts the old address back once and signs every session out', async () => {
    const user = await createUser(ctx);
    const other = await signIn(ctx, user.email, user.password);
    await changeTo(user, 'taken.over@example.com');
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
    await changeTo(user, 'd@example.com');
    const token = await undoToken(user.email);
    ctx.clock.advance(15 * 24 * 3600_000);
    await undo(token).expect(400);
  });

  it('cannot take back an old address another account holds now', async () => {
    const user = await createUser(ctx);
    const oldEmail = user.email;
    await changeTo(user, 'e@example.com');
    const token = await undoToken(oldEmail);
    await createUser(ctx, { email: oldEmail });
    const res = await undo(token).expect(409);
    expect(res.body.error.message).toBe(UNDO_EMAIL_CHANGE_TEXTS.addressTaken);
  });
});
