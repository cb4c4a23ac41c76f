import request from 'supertest';
import { expect } from 'vitest';
import type { PaidPlanId, SubscriptionStatus } from '@shortlist/contracts';
import { categories, folders, items, referralCredits } from '../../src/db/schema';
import { signAccessToken } from '../../src/auth-core/tokens';
import type { TestUser } from '../factories';
import type { TestContext } from '../test-app';

/** Starts a test-mode checkout for a plan and answers its id. */
export async function startCheckout(
  ctx: TestContext,
  user: TestUser,
  planId: PaidPlanId,
  returnUrl?: string,
) {
  const res = await request(ctx.app)
    .post('/api/billing/checkout')
    .set('Authorization', user.auth)
    .send({ planId, ...(returnUrl ? { returnUrl } : {}) })
    .expect(201);
  return res.body as { checkoutId: string; url: string };
}

/** Buys a plan through the test checkout (create + Pay). */
export async function buyPlan(ctx: TestContext, user: TestUser, planId: PaidPlanId) {
  const { checkoutId } = await startCheckout(ctx, user, planId);
  const res = await request(ctx.app)
    .post(`/api/billing/test-checkout/${checkoutId}/pay`)
    .set('Authorization', user.auth)
    .expect(200);
  expect(res.body.status).toBe('completed');
  return checkoutId;
}

export async function subscriptionOf(ctx: TestContext, user: TestUser) {
  const res = await request(ctx.app)
    .get('/api/billing/subscription')
    .set('Authorization', user.auth)
    .expect(200);
  return res.body as SubscriptionStatus;
}

/** A category of the user with `itemCount` items in a folder of theirs. */
export async function addCategoryWithItems(
  ctx: TestContext,
  user: TestUser,
  name: string,
  itemCount: number,
  createdAt = ctx.clock.now(),
) {
  const [category] = await ctx.db
    .insert(categories)
    .values({ name, description: `${name} things`, creatorId: user.id, createdAt })
    .returning();
  const [folder] = await ctx.db
    .insert(folders)
    .values({ name: `${name} folder`, ownerId: user.id })
    .returning();
  if (itemCount > 0) {
    await ctx.db.insert(items).values(
      Array.from({ length: itemCount }, (_, i) => ({
        name: `${name} ${i + 1}`,
        folderId: folder!.id,
        categoryId: category!.id,
        creatorId: user.id,
      })),
    );
  }
  return { category: category!, folder: folder! };
}

/** Gives a user referral credit directly (for the checkout-credit tests). */
export async function giveCredit(ctx: TestContext, user: TestUser, cents: number, year: number) {
  await ctx.db.insert(referralCredits).values({
    userId: user.id,
    yearEarned: year,
    earnedCents: cents,
    availableCents: cents,
    expiresAt: new Date(Date.UTC(year, 11, 31, 23, 59, 59, 999)),
  });
}

/** A fresh access token at the test clock's current time (tokens live 15 minutes; tests move the clock by months). */
export function reauth(ctx: TestContext, user: TestUser): TestUser {
  const { token } = signAccessToken(user.id, ctx.deps.config.jwtSecret, ctx.clock.now());
  user.token = token;
  user.auth = `Bearer ${token}`;
  return user;
}
