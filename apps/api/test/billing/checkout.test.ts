import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMonths, BILLING_TEXTS, PLAN_PRICES } from '@shortlist/contracts';
import { createUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { buyPlan, giveCredit, reauth, startCheckout, subscriptionOf } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe('plans', () => {
  it('lists the seeded plans by duration with their one-time totals', async () => {
    const res = await request(ctx.app).get('/api/plans').expect(200);
    expect(res.body.plans).toEqual([
      {
        id: 'premium_monthly',
        durationMonths: 1,
        priceMonthlyCents: 999,
        discountPercentage: 0,
        totalCents: 999,
        currency: 'USD',
      },
      {
        id: 'premium_3months',
        durationMonths: 3,
        priceMonthlyCents: 899,
        discountPercentage: 10,
        totalCents: 2697,
        currency: 'USD',
      },
      {
        id: 'premium_6months',
        durationMonths: 6,
        priceMonthlyCents: 799,
        discountPercentage: 20,
        totalCents: 4794,
        currency: 'USD',
      },
      {
        id: 'premium_1year',
        durationMonths: 12,
        priceMonthlyCents: 699,
        discountPercentage: 30,
        totalCents: 8388,
        currency: 'USD',
      },
    ]);
  });

  it("answers the prices contracts' PLAN_PRICES gives the landing page", async () => {
    const res = await request(ctx.app).get('/api/plans').expect(200);
    expect(
      res.body.plans.map(
        ({ id, durationMonths, priceMonthlyCents, discountPercentage }: (typeof PLAN_PRICES)[number]) => ({
          id,
          durationMonths,
          priceMonthlyCents,
          discountPercentage,
        }),
      ),
    ).toEqual(PLAN_PRICES);
  });
});

describe('billing endpoints', () => {
  it('requires authentication', async () => {
    await request(ctx.app).get('/api/billing/subscription').expect(401);
    await request(ctx.app).post('/api/billing/checkout').send({ planId: 'premium_monthly' }).expect(401);
    await request(ctx.app).post('/api/billing/subscription/refresh').expect(401);
    await request(ctx.app).post('/api/billing/portal').expect(401);
    const res = await request(ctx.app).post('/api/billing/test-subscription/cancel').expect(401);
    expect(res.body.error.message).toBe('User not authenticated');
  });

  it('shows a new user on Basic with no subscription', async () => {
    const user = await createUser(ctx);
    expect(await subscriptionOf(ctx, user)).toEqual({
      plan: 'basic',
      isPremium: false,
      billingMode: 'test',
      subscription: null,
      canManage: false,
      nextCheckoutCreditCents: 0,
      downgradePreview: null,
      archivedCategories: null,
    });
  });

  it('refuses an unknown plan', async () => {
    const user = await createUser(ctx);
    const res = await request(ctx.app)
      .post('/api/billing/checkout')
      .set('Authorization', user.auth)
      .send({ planId: 'premium_forever' })
      .expect(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
  });
});

describe('test checkout', () => {
  it('opens this site’s test checkout page, priced at the plan total', async () => {
    const user = await createUser(ctx);
    const { checkoutId, url } = await startCheckout(ctx, user, 'premium_3months');
    expect(url).toBe(`/checkout/test/${checkoutId}`);
    const res = await request(ctx.app)
      .get(`/api/billing/test-checkout/${checkoutId}`)
      .set('Authorization', user.auth)
      .expect(200);
    expect(res.body).toEqual({
      id: checkoutId,
      planId: 'premium_3months',
      durationMonths: 3,
      totalCents: 2697,
      creditAppliedCents: 0,
      amountCents: 2697,
      currency: 'USD',
      status: 'open',
      returnUrl: '/app/profile',
    });
  });

  it('keeps a return URL on this site only', async () => {
    const user = await createUser(ctx);
    const { checkoutId } = await startCheckout(
      ctx,
      user,
      'premium_monthly',
      'https://evil.example/app/folder/1?x=1',
    );
    const res = await request(ctx.app)
      .get(`/api/billing/test-checkout/${checkoutId}`)
      .set('Authorization', user.auth);
    expect(res.body.returnUrl).toBe('/app/folder/1?x=1');
  });

  it("is not found for another user's checkout", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const { checkoutId } = await startCheckout(ctx, owner, 'premium_monthly');
    await request(ctx.app)
      .get(`/api/billing/test-checkout/${checkoutId}`)
      .set('Authorization', other.auth)
      .expect(404);
    await request(ctx.app)
      .post(`/api/billing/test-checkout/${checkoutId}/pay`)
      .set('Authorization', other.auth)
      .expect(404);
    expect((await subscriptionOf(ctx, other)).isPremium).toBe(false);
    expect((await subscriptionOf(ctx, owner)).isPremium).toBe(false);
  });

  it('paying sets the plan and a period of start + months, and the session user becomes premium', async () => {
    ctx.clock.set(new Date('2026-01-31T10:00:00Z'));
    const user = await createUser(ctx);
    await buyPlan(ctx, user, 'premium_monthly');
    const status = await subscriptionOf(ctx, user);
    expect(status).toMatchObject({
      plan: 'premium_monthly',
      isPremium: true,
      canManage: true,
      subscription: {
        planId: 'premium_monthly',
        status: 'active',
        currentPeriodStart: '2026-01-31T10:00:00.000Z',
        currentPeriodEnd: '2026-02-28T10:00:00.000Z',
        daysRemaining: 28,
      },
    });
    const session = await request(ctx.app)
      .get('/api/auth/session')
      .set('Authorization', user.auth)
      .expect(200);
    expect(session.body.user).toMatchObject({ isPremium: true, subscriptionPlan: 'premium_monthly' });
  });

  it('paying twice changes nothing the second time', async () => {
    ctx.clock.set(new Date('2026-03-01T00:00:00Z'));
    const user = await createUser(ctx);
    const checkoutId = await buyPlan(ctx, user, 'premium_3months');
    await request(ctx.app)
      .post(`/api/billing/test-checkout/${checkoutId}/pay`)
      .set('Authorization', user.auth)
      .expect(200);
    expect((await subscriptionOf(ctx, user)).subscription?.currentPeriodEnd).toBe('2026-06-01T00:00:00.000Z');
  });

  it('buying while active extends from the current end', async () => {
    ctx.clock.set(new Date('2026-03-01T00:00:00Z'));
    const user = await createUser(ctx);
    await buyPlan(ctx, user, 'premium_3months');
    ctx.clock.set(new Date('2026-04-15T00:00:00Z'));
    reauth(ctx, user);
    await buyPlan(ctx, user, 'premium_1year');
    expect((await subscriptionOf(ctx, user)).subscription).toMatchObject({
      planId: 'premium_1year',
      currentPeriodStart: '2026-03-01T00:00:00.000Z',
      currentPeriodEnd: '2027-06-01T00:00:00.000Z',
    });
  });

  it('buying after the period ended starts a new period now', async () => {
    ctx.clock.set(new Date('2026-03-01T00:00:00Z'));
    const user = await createUser(ctx);
    await buyPlan(ctx, user, 'premium_monthly');
    ctx.clock.set(new Date('2026-05-10T00:00:00Z'));
    reauth(ctx, user);
    await buyPlan(ctx, user, 'premium_6months');
    const end = addMonths(new Date('2026-05-10T00:00:00Z'), 6).toISOString();
    expect((await subscriptionOf(ctx, user)).subscription).toMatchObject({
      currentPeriodStart: '2026-05-10T00:00:00.000Z',
      currentPeriodEnd: end,
    });
  });

  it('a cancelled checkout cannot be paid and grants nothing', async () => {
    const user = await createUser(ctx);
    const { checkoutId } = await startCheckout(ctx, user, 'premium_monthly');
    const cancelled = await request(ctx.app)
      .post(`/api/billing/test-checkout/${checkoutId}/cancel`)
      .set('Authorization', user.auth)
      .expect(200);
    expect(cancelled.body.status).toBe('canceled');
    const res = await request(ctx.app)
      .post(`/api/billing/test-checkout/${checkoutId}/pay`)
      .set('Authorization', user.auth)
      .expect(409);
    expect(res.body.error.message).toBe(BILLING_TEXTS.checkoutUnavailable);
    expect((await subscriptionOf(ctx, user)).isPremium).toBe(false);
  });

  it('is not there in Stripe mode', async () => {
    const stripeCtx = await createTestContext({
      config: {
        billing: {
          mode: 'stripe',
          stripeSecretKey: 'sk_test_x',
          stripeWebhookSecret: 'whsec_x',
          stripeApiBase: 'http://127.0.0.1:9',
        },
      },
    });
    try {
      const user = await createUser(stripeCtx);
      await request(stripeCtx.app)
        .get('/api/billing/test-checkout/00000000-0000-4000-8000-000000000000')
        .set('Authorization', user.auth)
        .expect(404);
    } finally {
      await stripeCtx.close();
    }
  });
});

describe('referral credit at checkout', () => {
  it('takes $5 off and spends it exactly once', async () => {
    ctx.clock.set(new Date('2026-06-01T00:00:00Z'));
    const user = await createUser(ctx);
    await giveCredit(ctx, user, 700, 2026);
    expect((await subscriptionOf(ctx, user)).nextCheckoutCreditCents).toBe(500);

    const first = await startCheckout(ctx, user, 'premium_monthly');
    const page = await request(ctx.app)
      .get(`/api/billing/test-checkout/${first.checkoutId}`)
      .set('Authorization', user.auth);
    expect(page.body).toMatchObject({ totalCents: 999, creditAppliedCents: 500, amountCents: 499 });
    // an open checkout holds its credit: a second one only gets what is left
    const second = await startCheckout(ctx, user, 'premium_monthly');
    const page2 = await request(ctx.app)
      .get(`/api/billing/test-checkout/${second.checkoutId}`)
      .set('Authorization', user.auth);
    expect(page2.body).toMatchObject({ creditAppliedCents: 200, amountCents: 799 });

    await request(ctx.app)
      .post(`/api/billing/test-checkout/${first.checkoutId}/pay`)
      .set('Authorization', user.auth)
      .expect(200);
    await request(ctx.app)
      .post(`/api/billing/test-checkout/${first.checkoutId}/pay`)
      .set('Authorization', user.auth)
      .expect(200);
    const summary = await request(ctx.app)
      .get('/api/referrals/me')
      .set('Authorization', user.auth)
      .expect(200);
    expect(summary.body.creditBalanceCents).toBe(200);

    await request(ctx.app)
      .post(`/api/billing/test-checkout/${second.checkoutId}/pay`)
      .set('Authorization', user.auth)
      .expect(200);
    const after = await request(ctx.app).get('/api/referrals/me').set('Authorization', user.auth).expect(200);
    expect(after.body.creditBalanceCents).toBe(0);
    expect(after.body.credits[0]).toMatchObject({ earnedCents: 700, availableCents: 0 });
  });

  it('ignores expired credit', async () => {
    ctx.clock.set(new Date('2027-01-01T00:00:01Z'));
    const user = await createUser(ctx);
    await giveCredit(ctx, user, 1000, 2026);
    expect((await subscriptionOf(ctx, user)).nextCheckoutCreditCents).toBe(0);
    const { checkoutId } = await startCheckout(ctx, user, 'premium_monthly');
    const page = await request(ctx.app)
      .get(`/api/billing/test-checkout/${checkoutId}`)
      .set('Authorization', user.auth);
    expect(page.body).toMatchObject({ creditAppliedCents: 0, amountCents: 999 });
  });
});
