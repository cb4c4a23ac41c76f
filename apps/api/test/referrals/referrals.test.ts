import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_VALIDATION } from '@shortlist/contracts';
import { profiles, referralCodes } from '../../src/db/schema';
import { applySignupReferral } from '../../src/modules/referrals/referrals.service';
import { signUpBody } from '../auth/helpers';
import { buyPlan, reauth } from '../billing/helpers';
import { createUser, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

async function summary(user: { auth: string }) {
  return (await request(ctx.app).get('/api/referrals/me').set('Authorization', user.auth).expect(200))
    .body as {
    code: string;
    creditBalanceCents: number;
    successfulReferrals: number;
    earnedThisYearCents: number;
    maxCreditPerYearCents: number;
    credits: Array<{
      yearEarned: number;
      earnedCents: number;
      availableCents: number;
      expiresAt: string;
      expired: boolean;
    }>;
  };
}

/** Signs a friend up with a code through the real sign-up endpoint; answers them as a TestUser. */
async function signUpWith(code: string): Promise<TestUser> {
  const body = signUpBody({ referralCode: code.toLowerCase() });
  const res = await request(ctx.app).post('/api/auth/sign-up').send(body).expect(201);
  const token = res.body.accessToken as string;
  return {
    id: res.body.user.id,
    email: body.email as string,
    password: body.password as string,
    nickname: body.nickname as string,
    fullName: body.fullName as string,
    token,
    auth: `Bearer ${token}`,
  };
}

describe('GET /api/referrals/me', () => {
  it('requires authentication', async () => {
    const res = await request(ctx.app).get('/api/referrals/me').expect(401);
    expect(res.body.error.message).toBe('User not authenticated');
  });

  it('creates the code on first view: NICKNAME_ + the first 8 of the user id, upper-cased', async () => {
    const user = await createUser(ctx, { nickname: 'ada_l' });
    const first = await summary(user);
    expect(first).toEqual({
      code: `ADA_L_${user.id.slice(0, 8).toUpperCase()}`,
      creditBalanceCents: 0,
      successfulReferrals: 0,
      earnedThisYearCents: 0,
      maxCreditPerYearCents: 5000,
      credits: [],
    });
    expect((await summary(user)).code).toBe(first.code);
    const rows = await ctx.db.select().from(referralCodes).where(eq(referralCodes.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('uses USER when there is no nickname', async () => {
    const user = await createUser(ctx);
    await ctx.db.update(profiles).set({ nickname: null }).where(eq(profiles.id, user.id));
    expect((await summary(user)).code).toBe(`USER_${user.id.slice(0, 8).toUpperCase()}`);
  });
});

describe('credit', () => {
  it('a friend signing up with a code gets $5, and the referrer $5 for a Basic sign-up', async () => {
    ctx.clock.set(new Date('2026-05-01T00:00:00Z'));
    const referrer = await createUser(ctx);
    const { code } = await summary(referrer);
    const friend = await signUpWith(code);
    expect(await summary(friend)).toMatchObject({ creditBalanceCents: 500, successfulReferrals: 0 });
    expect(await summary(referrer)).toMatchObject({
      creditBalanceCents: 500,
      successfulReferrals: 1,
      earnedThisYearCents: 500,
      credits: [
        {
          yearEarned: 2026,
          earnedCents: 500,
          availableCents: 500,
          expiresAt: '2026-12-31T23:59:59.999Z',
          expired: false,
        },
      ],
    });
  });

  it("a friend's premium purchase brings the referrer to $10 for that friend, once; the friend's $5 comes off", async () => {
    ctx.clock.set(new Date('2026-05-01T00:00:00Z'));
    const referrer = await createUser(ctx);
    const friend = await signUpWith((await summary(referrer)).code);
    const checkoutId = await buyPlan(ctx, friend, 'premium_3months');
    const page = await request(ctx.app)
      .get(`/api/billing/test-checkout/${checkoutId}`)
      .set('Authorization', friend.auth);
    expect(page.body).toMatchObject({ totalCents: 2697, creditAppliedCents: 500, amountCents: 2197 });
    expect((await summary(friend)).creditBalanceCents).toBe(0);
    expect(await summary(referrer)).toMatchObject({ creditBalanceCents: 1000, successfulReferrals: 1 });
    await buyPlan(ctx, friend, 'premium_monthly');
    expect((await summary(referrer)).creditBalanceCents).toBe(1000);
  });

  it('caps what a referrer earns at $50 per calendar year, whatever the number of referrals', async () => {
    ctx.clock.set(new Date('2026-05-01T00:00:00Z'));
    const referrer = await createUser(ctx);
    const { code } = await summary(referrer);
    const friends: TestUser[] = [];
    for (let i = 0; i < 6; i += 1) friends.push(await signUpWith(code)); // 6 x $5 = $30
    for (const friend of friends.slice(0, 3)) await buyPlan(ctx, friend, 'premium_monthly'); // + 3 x $5 = $45
    for (let i = 0; i < 3; i += 1) friends.push(await signUpWith(code)); // + $5 (cap), then nothing
    await buyPlan(ctx, friends[3]!, 'premium_monthly'); // nothing: cap reached
    expect(await summary(referrer)).toMatchObject({
      successfulReferrals: 9,
      earnedThisYearCents: 5000,
      creditBalanceCents: 5000,
    });
    // a new year has a new cap
    ctx.clock.set(new Date('2027-01-10T00:00:00Z'));
    reauth(ctx, referrer);
    await signUpWith(code);
    expect(await summary(referrer)).toMatchObject({
      successfulReferrals: 10,
      earnedThisYearCents: 500,
      creditBalanceCents: 500,
    });
  });

  it('expires credit at the end of 31 December', async () => {
    ctx.clock.set(new Date('2026-12-31T23:00:00Z'));
    const referrer = await createUser(ctx);
    await signUpWith((await summary(referrer)).code);
    expect((await summary(referrer)).creditBalanceCents).toBe(500);
    ctx.clock.set(new Date('2026-12-31T23:59:59.000Z'));
    reauth(ctx, referrer);
    expect((await summary(referrer)).creditBalanceCents).toBe(500);
    ctx.clock.set(new Date('2027-01-01T00:00:00.000Z'));
    reauth(ctx, referrer);
    const after = await summary(referrer);
    expect(after.creditBalanceCents).toBe(0);
    expect(after.credits).toEqual([
      expect.objectContaining({ yearEarned: 2026, availableCents: 500, expired: true }),
    ]);
    const status = await request(ctx.app)
      .get('/api/billing/subscription')
      .set('Authorization', referrer.auth);
    expect(status.body.nextCheckoutCreditCents).toBe(0);
  });

  it('honours max_uses under concurrent sign-ups', async () => {
    const referrer = await createUser(ctx);
    const { code } = await summary(referrer);
    await ctx.db.update(referralCodes).set({ maxUses: 2 }).where(eq(referralCodes.code, code));
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(ctx.app)
          .post('/api/auth/sign-up')
          .send(signUpBody({ referralCode: code })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 400, 400, 400]);
    for (const refused of results.filter((r) => r.status === 400)) {
      expect(refused.body.error.message).toBe(AUTH_VALIDATION.referralInvalid);
    }
    const [row] = await ctx.db.select().from(referralCodes).where(eq(referralCodes.code, code));
    expect(row!.usesCount).toBe(2);
    expect(await summary(referrer)).toMatchObject({ successfulReferrals: 2, creditBalanceCents: 1000 });
  });

  it("refuses a deleted account's code: the check answers invalid, sign-up with it is refused and earns nobody credit", async () => {
    const referrer = await createUser(ctx);
    const { code } = await summary(referrer);
    const check = () => request(ctx.app).get('/api/referrals/check').query({ code }).expect(200);
    expect((await check()).body).toEqual({ valid: true });
    await request(ctx.app).delete('/api/account').set('Authorization', referrer.auth).expect(200);
    expect((await check()).body).toEqual({ valid: false });
    const res = await request(ctx.app)
      .post('/api/auth/sign-up')
      .send(signUpBody({ referralCode: code }))
      .expect(400);
    expect(res.body.error).toMatchObject({
      code: 'INVALID_REFERRAL_CODE',
      message: AUTH_VALIDATION.referralInvalid,
    });
    const [row] = await ctx.db.select().from(referralCodes).where(eq(referralCodes.code, code));
    expect(row!.usesCount).toBe(0);
  });

  it('refuses a self-referral', async () => {
    const user = await createUser(ctx);
    const { code } = await summary(user);
    await expect(
      ctx.db.transaction((tx) => applySignupReferral(tx, ctx.deps, { userId: user.id, code })),
    ).rejects.toMatchObject({ code: 'INVALID_REFERRAL_CODE' });
    expect(await summary(user)).toMatchObject({ creditBalanceCents: 0, successfulReferrals: 0 });
  });
});
