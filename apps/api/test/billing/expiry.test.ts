import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BILLING_TEXTS } from '@shortlist/contracts';
import { deliverOutbox } from '../../src/integrations/mailer/outbox';
import { expireSubscriptions } from '../../src/modules/billing/expire-subscriptions';
import { createUser, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { addCategoryWithItems, buyPlan, reauth, subscriptionOf } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const categoryNames = async (user: TestUser) =>
  (
    (await request(ctx.app).get('/api/categories').set('Authorization', user.auth).expect(200)).body
      .categories as Array<{ name: string }>
  )
    .map((c) => c.name)
    .sort();

const folderItemNames = async (user: TestUser, folderId: string) =>
  (
    (await request(ctx.app).get(`/api/folders/${folderId}/items`).set('Authorization', user.auth).expect(200))
      .body.items as Array<{ name: string }>
  ).map((i) => i.name);

/** A premium user (1 month from 2026-03-01) with Homes (2 items), Laptops (5) and Trips (0). */
async function premiumUserWithCategories() {
  ctx.clock.set(new Date('2026-03-01T00:00:00Z'));
  const user = await createUser(ctx);
  await buyPlan(ctx, user, 'premium_monthly');
  const homes = await addCategoryWithItems(ctx, user, 'Homes', 2, new Date('2026-03-01T00:00:01Z'));
  const laptops = await addCategoryWithItems(ctx, user, 'Laptops', 5, new Date('2026-03-01T00:00:02Z'));
  const trips = await addCategoryWithItems(ctx, user, 'Trips', 0, new Date('2026-03-01T00:00:03Z'));
  return { user, homes, laptops, trips };
}

describe('before the end', () => {
  it('the profile tells a premium user what a downgrade would keep and hide', async () => {
    const { user } = await premiumUserWithCategories();
    const status = await subscriptionOf(ctx, user);
    expect(status.downgradePreview).toEqual({
      keptCategory: { id: expect.any(String), name: 'Laptops', itemCount: 5 },
      hiddenCategories: [
        { id: expect.any(String), name: 'Homes', itemCount: 2 },
        { id: expect.any(String), name: 'Trips', itemCount: 0 },
      ],
    });
  });

  it('shows time remaining, down to 0 at the end', async () => {
    const { user } = await premiumUserWithCategories();
    ctx.clock.set(new Date('2026-03-29T00:00:00Z'));
    reauth(ctx, user);
    expect((await subscriptionOf(ctx, user)).subscription?.daysRemaining).toBe(3);
    ctx.clock.set(new Date('2026-04-01T00:00:00Z'));
    reauth(ctx, user);
    expect((await subscriptionOf(ctx, user)).subscription?.daysRemaining).toBe(0);
  });
});

describe('expiry job', () => {
  it('leaves a running period alone', async () => {
    const { user } = await premiumUserWithCategories();
    ctx.clock.set(new Date('2026-03-31T23:59:00Z'));
    expect(await expireSubscriptions(ctx.deps)).toEqual({ expired: 0, purged: 0 });
    reauth(ctx, user);
    expect((await subscriptionOf(ctx, user)).isPremium).toBe(true);
  });

  it('returns an ended period to Basic, keeps the most used category, hides the others, and e-mails the user', async () => {
    const { user, homes, laptops } = await premiumUserWithCategories();
    ctx.clock.set(new Date('2026-04-01T00:00:00Z'));
    expect(await expireSubscriptions(ctx.deps)).toEqual({ expired: 1, purged: 0 });
    reauth(ctx, user);

    const session = await request(ctx.app)
      .get('/api/auth/session')
      .set('Authorization', user.auth)
      .expect(200);
    expect(session.body.user).toMatchObject({ isPremium: false, subscriptionPlan: 'basic' });
    const status = await subscriptionOf(ctx, user);
    expect(status).toMatchObject({
      plan: 'basic',
      subscription: null,
      downgradePreview: null,
      archivedCategories: { count: 2, restorableUntil: '2026-05-01T00:00:00.000Z' },
    });
    expect(await categoryNames(user)).toEqual(['Laptops']);
    expect(await folderItemNames(user, homes.folder.id)).toEqual([]);
    expect(await folderItemNames(user, laptops.folder.id)).toHaveLength(5);

    expect(await deliverOutbox(ctx.deps)).toEqual({ sent: 1, failed: 0 });
    await ctx.smtp.waitFor(1);
    const mail = ctx.smtp.received.find((m) => m.to.includes(user.email))!;
    expect(mail.subject).toBe(BILLING_TEXTS.downgradeEmailSubject);
    expect(mail.text).toContain('Laptops');
    expect(mail.text).toContain('Homes, Trips');

    // running again changes nothing and sends nothing
    expect(await expireSubscriptions(ctx.deps)).toEqual({ expired: 0, purged: 0 });
    expect(await deliverOutbox(ctx.deps)).toEqual({ sent: 0, failed: 0 });
    expect(ctx.smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('restores the hidden categories when the user upgrades again within 30 days', async () => {
    const { user, homes } = await premiumUserWithCategories();
    ctx.clock.set(new Date('2026-04-01T00:00:00Z'));
    await expireSubscriptions(ctx.deps);
    ctx.clock.set(new Date('2026-04-20T00:00:00Z'));
    reauth(ctx, user);
    await buyPlan(ctx, user, 'premium_3months');
    expect(await categoryNames(user)).toEqual(['Homes', 'Laptops', 'Trips']);
    expect(await folderItemNames(user, homes.folder.id)).toHaveLength(2);
    expect((await subscriptionOf(ctx, user)).subscription).toMatchObject({
      currentPeriodStart: '2026-04-20T00:00:00.000Z',
      currentPeriodEnd: '2026-07-20T00:00:00.000Z',
    });
  });

  it('deletes what stayed hidden past 30 days; a later upgrade brings nothing back', async () => {
    const { user } = await premiumUserWithCategories();
    ctx.clock.set(new Date('2026-04-01T00:00:00Z'));
    await expireSubscriptions(ctx.deps);
    ctx.clock.set(new Date(new Date('2026-04-01T00:00:00Z').getTime() + 30 * DAY + 1000));
    expect(await expireSubscriptions(ctx.deps)).toEqual({ expired: 0, purged: 2 });
    reauth(ctx, user);
    await buyPlan(ctx, user, 'premium_monthly');
    expect(await categoryNames(user)).toEqual(['Laptops']);
  });

  it('"Refresh Subscription" applies an ended period at once', async () => {
    const { user } = await premiumUserWithCategories();
    ctx.clock.set(new Date('2026-04-02T00:00:00Z'));
    reauth(ctx, user);
    const res = await request(ctx.app)
      .post('/api/billing/subscription/refresh')
      .set('Authorization', user.auth)
      .expect(200);
    expect(res.body).toMatchObject({ plan: 'basic', isPremium: false, archivedCategories: { count: 2 } });
  });

  it('the test billing page cancels now, through the same downgrade', async () => {
    const { user } = await premiumUserWithCategories();
    const res = await request(ctx.app)
      .post('/api/billing/test-subscription/cancel')
      .set('Authorization', user.auth)
      .expect(200);
    expect(res.body).toMatchObject({
      plan: 'basic',
      isPremium: false,
      subscription: null,
      archivedCategories: { count: 2 },
    });
    expect(await categoryNames(user)).toEqual(['Laptops']);
    await request(ctx.app)
      .post('/api/billing/test-subscription/cancel')
      .set('Authorization', user.auth)
      .expect(409);
  });
});
