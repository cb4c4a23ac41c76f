import request from 'supertest';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutSessions } from '../../src/db/schema';
import { createUser, type TestUser } from '../factories';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { WEBHOOK_TOLERANCE_SECONDS } from '../../src/integrations/stripe/stripe.provider';
import { createTestContext, type TestContext } from '../test-app';
import { giveCredit, startCheckout, subscriptionOf } from './helpers';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_unused');

let fake: FakeStripe;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestContext({
    config: {
      billing: {
        mode: 'stripe',
        stripeSecretKey: 'sk_test_fake',
        stripeWebhookSecret: WEBHOOK_SECRET,
        stripeApiBase: fake.url,
      },
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(async () => {
  await ctx.reset();
  fake.requests.length = 0;
});

/** A Stripe event as the webhook receives it, signed with the SDK's test header helper. */
function signedEvent(
  event: { id: string; type: string; data: { object: unknown }; created?: number },
  secret = WEBHOOK_SECRET,
  /** Signature time, seconds since the epoch (now by default). */
  timestamp?: number,
) {
  const payload = JSON.stringify({ object: 'event', api_version: '2025-01-01', created: 1, ...event });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

function postWebhook(payload: string, signature: string | undefined) {
  const req = request(ctx.app).post('/api/billing/webhook').set('Content-Type', 'application/json');
  if (signature) req.set('Stripe-Signature', signature);
  return req.send(payload);
}

async function paidSession(user: TestUser, planId: Parameters<typeof startCheckout>[2]) {
  const { checkoutId, url } = await startCheckout(ctx, user, planId);
  const sessionId = url.split('/').pop()!;
  return { checkoutId, sessionId, session: fake.completeSession(sessionId, 'cus_ada') };
}

describe('Stripe checkout', () => {
  it('creates a one-time Checkout session for the plan total less the referral credit', async () => {
    ctx.clock.set(new Date('2026-06-01T00:00:00Z'));
    const user = await createUser(ctx);
    await giveCredit(ctx, user, 1000, 2026);
    const { checkoutId, url } = await startCheckout(ctx, user, 'premium_6months', '/app/folder/abc');
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.authorization).toBe('Bearer sk_test_fake');
    expect(sent.idempotencyKey).toBe(`checkout-${checkoutId}`);
    expect(sent.params).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(4794 - 500),
      'line_items[0][price_data][product_data][name]': 'Shortlist Premium 6 Months',
      customer_email: user.email,
      client_reference_id: user.id,
      'metadata[checkoutId]': checkoutId,
      success_url: 'http://localhost:3000/app/folder/abc',
      cancel_url: 'http://localhost:3000/app/folder/abc',
    });
  });

  it('answers "Failed to create checkout session" when Stripe refuses, and keeps no checkout', async () => {
    const user = await createUser(ctx);
    fake.failNext(1);
    const res = await request(ctx.app)
      .post('/api/billing/checkout')
      .set('Authorization', user.auth)
      .send({ planId: 'premium_monthly' })
      .expect(503);
    expect(res.body.error.message).toBe('Failed to create checkout session');
    expect(await ctx.db.select().from(checkoutSessions)).toEqual([]);
  });
});

describe('Stripe webhook', () => {
  it('fulfils a paid session from a signed event', async () => {
    ctx.clock.set(new Date('2026-02-10T08:00:00Z'));
    const user = await createUser(ctx);
    const { session } = await paidSession(user, 'premium_3months');
    const { payload, signature } = signedEvent({
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: session },
    });
    const res = await postWebhook(payload, signature).expect(200);
    expect(res.body).toEqual({ received: true });
    const status = await subscriptionOf(ctx, user);
    expect(status).toMatchObject({
      plan: 'premium_3months',
      isPremium: true,
      canManage: true,
      subscription: {
        currentPeriodStart: '2026-02-10T08:00:00.000Z',
        currentPeriodEnd: '2026-05-10T08:00:00.000Z',
      },
    });
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const user = await createUser(ctx);
    const { session } = await paidSession(user, 'premium_monthly');
    const forged = signedEvent(
      { id: 'evt_2', type: 'checkout.session.completed', data: { object: session } },
      'whsec_wrong',
    );
    const res = await postWebhook(forged.payload, forged.signature).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    await postWebhook(forged.payload, undefined).expect(400);
    // a valid signature over a different body does not verify either
    const genuine = signedEvent({
      id: 'evt_3',
      type: 'checkout.session.completed',
      data: { object: session },
    });
    await postWebhook(genuine.payload.replace('evt_3', 'evt_4'), genuine.signature).expect(400);
    expect((await subscriptionOf(ctx, user)).isPremium).toBe(false);
  });

  it('refuses events signed or created in the future beyond the tolerance, and takes a little clock skew', async () => {
    const user = await createUser(ctx);
    const { session } = await paidSession(user, 'premium_monthly');
    const now = Math.floor(Date.now() / 1000);
    const event = { id: 'evt_future', type: 'checkout.session.completed', data: { object: session } };
    const signedAhead = signedEvent(event, WEBHOOK_SECRET, now + WEBHOOK_TOLERANCE_SECONDS + 60);
    expect((await postWebhook(signedAhead.payload, signedAhead.signature).expect(400)).body.error.code).toBe(
      'VALIDATION_ERROR',
    );
    const createdAhead = signedEvent({ ...event, created: now + 3600 });
    await postWebhook(createdAhead.payload, createdAhead.signature).expect(400);
    expect((await subscriptionOf(ctx, user)).isPremium).toBe(false);
    // a few seconds ahead is an ordinary clock difference
    const skewed = signedEvent(event, WEBHOOK_SECRET, now + 30);
    await postWebhook(skewed.payload, skewed.signature).expect(200);
    expect((await subscriptionOf(ctx, user)).isPremium).toBe(true);
  });

  it('ignores a replayed event and a second event for the same session', async () => {
    ctx.clock.set(new Date('2026-02-10T08:00:00Z'));
    const user = await createUser(ctx);
    await giveCredit(ctx, user, 1000, 2026);
    const { session } = await paidSession(user, 'premium_monthly');
    const event = signedEvent({ id: 'evt_5', type: 'checkout.session.completed', data: { object: session } });
    await postWebhook(event.payload, event.signature).expect(200);
    await postWebhook(event.payload, event.signature).expect(200);
    const other = signedEvent({
      id: 'evt_6',
      type: 'checkout.session.async_payment_succeeded',
      data: { object: session },
    });
    await postWebhook(other.payload, other.signature).expect(200);
    expect((await subscriptionOf(ctx, user)).subscription?.currentPeriodEnd).toBe('2026-03-10T08:00:00.000Z');
    const referrals = await request(ctx.app).get('/api/referrals/me').set('Authorization', user.auth);
    expect(referrals.body.creditBalanceCents).toBe(500);
  });

  it('fulfils concurrent deliveries of the same event once', async () => {
    ctx.clock.set(new Date('2026-02-10T08:00:00Z'));
    const user = await createUser(ctx);
    const { session } = await paidSession(user, 'premium_monthly');
    const event = signedEvent({ id: 'evt_7', type: 'checkout.session.completed', data: { object: session } });
    await Promise.all([1, 2, 3].map(() => postWebhook(event.payload, event.signature).expect(200)));
    expect((await subscriptionOf(ctx, user)).subscription?.currentPeriodEnd).toBe('2026-03-10T08:00:00.000Z');
  });

  it('waits for the payment of an unpaid completed session', async () => {
    const user = await createUser(ctx);
    const { checkoutId, url } = await startCheckout(ctx, user, 'premium_monthly');
    void checkoutId;
    const session = fake.sessions.get(url.split('/').pop()!)!;
    const event = signedEvent({
      id: 'evt_8',
      type: 'checkout.session.completed',
      data: { object: { ...session, status: 'complete', payment_status: 'unpaid' } },
    });
    await postWebhook(event.payload, event.signature).expect(200);
    expect((await subscriptionOf(ctx, user)).isPremium).toBe(false);
  });

  it('acknowledges events it does not use', async () => {
    const event = signedEvent({ id: 'evt_9', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    await postWebhook(event.payload, event.signature).expect(200);
  });
});

describe('refresh and portal', () => {
  it('"Refresh Subscription" fulfils a paid session whose webhook never came', async () => {
    const user = await createUser(ctx);
    await paidSession(user, 'premium_1year');
    expect((await subscriptionOf(ctx, user)).isPremium).toBe(false);
    const res = await request(ctx.app)
      .post('/api/billing/subscription/refresh')
      .set('Authorization', user.auth)
      .expect(200);
    expect(res.body).toMatchObject({ plan: 'premium_1year', isPremium: true });
  });

  it('opens the Stripe customer portal for the paying customer', async () => {
    const user = await createUser(ctx);
    const { session } = await paidSession(user, 'premium_monthly');
    const event = signedEvent({
      id: 'evt_10',
      type: 'checkout.session.completed',
      data: { object: session },
    });
    await postWebhook(event.payload, event.signature).expect(200);
    const res = await request(ctx.app)
      .post('/api/billing/portal')
      .set('Authorization', user.auth)
      .expect(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const sent = fake.requests.find((r) => r.path === '/v1/billing_portal/sessions')!;
    expect(sent.params).toEqual({ customer: 'cus_ada', return_url: 'http://localhost:3000/app/profile' });
  });

  it('has no portal without a subscription', async () => {
    const user = await createUser(ctx);
    await request(ctx.app).post('/api/billing/portal').set('Authorization', user.auth).expect(409);
  });
});
