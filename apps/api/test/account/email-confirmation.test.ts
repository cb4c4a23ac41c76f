import request from 'supertest';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../../src/db/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS, EMAIL_CONFIRMATION_TEXTS } from '@shortlist/contracts';
import { SIGN_UP_CHECKOUT } from '../../src/config/tunables';
import { createUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { signUpBody } from '../auth/helpers';
import { confirmationToken as helperToken, deliverMail } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

/** Signs up through the API; the account starts unconfirmed. */
async function signUp(overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const res = await request(ctx.app).post('/api/auth/sign-up').send(body).expect(201);
  return { email: body.email, auth: `Bearer ${res.body.accessToken as string}`, user: res.body.user };
}

const confirmationToken = (to: string) => helperToken(ctx, to);
const confirm = (token: string) => request(ctx.app).post('/api/account/confirm-email').send({ token });
const resend = (auth: string) =>
  request(ctx.app).post('/api/account/confirm-email/resend').set('Authorization', auth);
const session = async (auth: string) =>
  (await request(ctx.app).get('/api/auth/session').set('Authorization', auth).expect(200)).body.user;

/** Makes the account older than sign-up's own checkout window (its access token stays valid). */
async function ageAccount(userId: string) {
  const createdAt = new Date(ctx.clock.now().getTime() - SIGN_UP_CHECKOUT.windowMs);
  await ctx.db.update(users).set({ createdAt }).where(eq(users.id, userId));
}

/** A Premium owner's folder, to share. */
async function premiumFolder(auth: string, userId: string) {
  await ctx.db.update(profiles).set({ subscriptionPlan: 'premium_monthly' }).where(eq(profiles.id, userId));
  const res = await request(ctx.app)
    .post('/api/folders')
    .set('Authorization', auth)
    .send({ name: 'Trip' })
    .expect(201);
  return res.body.id as string;
}

describe('sign-up e-mail confirmation', () => {
  it('mails a link at sign-up; the account is in, unconfirmed, until the link is opened', async () => {
    const account = await signUp();
    expect(account.user.emailConfirmed).toBe(false);
    const token = await confirmationToken(account.email);
    expect((await session(account.auth)).emailConfirmed).toBe(false);

    const res = await confirm(token).expect(200);
    expect(res.body.message).toBe(EMAIL_CONFIRMATION_TEXTS.confirmed);
    expect((await session(account.auth)).emailConfirmed).toBe(true);
    // once only
    const again = await confirm(token).expect(400);
    expect(again.body.error.message).toBe(EMAIL_CONFIRMATION_TEXTS.invalidLink);
  });

  it('counts accounts from before confirmations as confirmed', async () => {
    const user = await createUser(ctx);
    expect((await session(user.auth)).emailConfirmed).toBe(true);
  });

  it('refuses sharing a folder and paying before the address is confirmed (403), and allows both after', async () => {
    const account = await signUp();
    // past the sign-up plan step's own checkout (accounts spec: Premium opens a checkout at sign-up)
    await ageAccount(account.user.id);
    const folderId = await premiumFolder(account.auth, account.user.id);
    const share = () =>
      request(ctx.app)
        .post(`/api/folders/${folderId}/collaborators`)
        .set('Authorization', account.auth)
        .send({ email: 'friend@example.com' });
    const link = () =>
      request(ctx.app)
        .post(`/api/folders/${folderId}/public-link`)
        .set('Authorization', account.auth)
        .send({ expiresAt: null, includeNotes: false, includeSubfolders: false });
    const pay = () =>
      request(ctx.app)
        .post('/api/billing/checkout')
        .set('Authorization', account.auth)
        .send({ planId: 'premium_monthly' });
    for (const attempt of [share, link, pay]) {
      const res = await attempt().expect(403);
      expect(res.body.error).toEqual({
        code: 'EMAIL_NOT_CONFIRMED',
        message: EMAIL_CONFIRMATION_TEXTS.required,
      });
    }

    await confirm(await confirmationToken(account.email)).expect(200);
    await share().expect(200);
    expect((await link()).status).toBeLessThan(300);
    await pay().expect(201);
  });

  it("lets sign-up's plan step open a Premium checkout before the link is opened, and no later checkout", async () => {
    const account = await signUp();
    const pay = () =>
      request(ctx.app)
        .post('/api/billing/checkout')
        .set('Authorization', account.auth)
        .send({ planId: 'premium_monthly' });
    await pay().expect(201);
    await ageAccount(account.user.id);
    const late = await pay().expect(403);
    expect(late.body.error.code).toBe('EMAIL_NOT_CONFIRMED');
  });

  it('gives the folders shared with the address only once it is confirmed', async () => {
    const owner = await createUser(ctx, { plan: 'premium_monthly' });
    const folder = await request(ctx.app)
      .post('/api/folders')
      .set('Authorization', owner.auth)
      .send({ name: 'Trip' })
      .expect(201);
    await request(ctx.app)
      .post(`/api/folders/${folder.body.id}/collaborators`)
      .set('Authorization', owner.auth)
      .send({ email: 'invited@example.com' })
      .expect(200);
    const account = await signUp({ email: 'invited@example.com' });
    const folders = async () =>
      (await request(ctx.app).get('/api/folders').set('Authorization', account.auth).expect(200)).body
        .folders as Array<{ name: string }>;
    expect(await folders()).toEqual([]);
    await confirm(await confirmationToken('invited@example.com')).expect(200);
    expect((await folders()).map((f) => f.name)).toEqual(['Trip']);
  });

  it('resends a link at most once a minute; a confirmed account needs none', async () => {
    const account = await signUp();
    await deliverMail(ctx);
    const soon = await resend(account.auth).expect(429);
    expect(soon.body.error.message).toBe(ACCOUNT_ERRORS.codeResendTooSoon);
    ctx.clock.advance(60_000);
    await resend(account.auth).expect(200, { ok: true });
    const token = await confirmationToken(account.email);
    await confirm(token).expect(200);
    ctx.clock.advance(60_000);
    await resend(account.auth).expect(200, { ok: true });
    expect((await deliverMail(ctx)).filter((m) => m.to.includes(account.email))).toHaveLength(2);
  });

  it('refuses expired links and links of an address the account no longer has', async () => {
    const account = await signUp();
    const token = await confirmationToken(account.email);
    ctx.clock.advance(8 * 24 * 3600_000);
    await confirm(token).expect(400);
    await confirm('not a token').expect(400);
    await request(ctx.app).post('/api/account/confirm-email/resend').expect(401);
  });
});
