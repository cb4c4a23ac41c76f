import { and, asc, desc, eq, gte, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { PaidPlanId, PlanId } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import { checkoutSessions, profiles, subscriptionPlans, subscriptions, users } from '../../db/schema';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

// ---- plans

export function listPlans(db: DbOrTx) {
  return db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.durationMonths));
}

/** When the account was created: sign-up's own checkout may come before the address is confirmed. */
export async function findAccountCreatedAt(db: DbOrTx, userId: string): Promise<Date | undefined> {
  const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return row?.createdAt;
}

export async function findPlan(db: DbOrTx, id: PaidPlanId) {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

// ---- checkouts

export async function insertCheckout(db: DbOrTx, values: typeof checkoutSessions.$inferInsert) {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  return row!;
}

export async function setCheckoutProviderSession(db: DbOrTx, id: string, providerSessionId: string) {
  await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, id));
}

export async function deleteCheckout(db: DbOrTx, id: string) {
  await db.delete(checkoutSessions).where(eq(checkoutSessions.id, id));
}

export async function findCheckoutOfUser(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  return row;
}

type CheckoutRef = { id: string } | { providerSessionId: string };
const byRef = (ref: CheckoutRef) =>
  'id' in ref
    ? eq(checkoutSessions.id, ref.id)
    : eq(checkoutSessions.providerSessionId, ref.providerSessionId);

/**
 * Marks a checkout completed unless it already is, in one conditional statement: of two concurrent or replayed
 * fulfilments exactly one gets the row back. A paid provider session wins over a local cancel or expiry.
 */
export async function claimCheckoutForFulfilment(
  db: DbOrTx,
  ref: CheckoutRef,
  values: { now: Date; fulfilledBy: string },
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkoutSessions)
    .set({ status: 'completed', completedAt: values.now, fulfilledBy: values.fulfilledBy })
    .where(and(byRef(ref), ne(checkoutSessions.status, 'completed')))
    .returning();
  return row;
}

/** open -> canceled or expired; answers the row when it moved. */
export async function closeOpenCheckout(db: DbOrTx, ref: CheckoutRef, status: 'canceled' | 'expired') {
  const [row] = await db
    .update(checkoutSessions)
    .set({ status })
    .where(and(byRef(ref), eq(checkoutSessions.status, 'open')))
    .returning();
  return row;
}

/** Credit held by the user's other open checkouts started since `since` (so it is not offered twice). */
export async function sumReservedCredit(db: DbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${checkoutSessions.creditAppliedCents})` })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.status, 'open'),
        gte(checkoutSessions.createdAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The user's open checkouts at a provider since `since`, newest first (reconciled on refresh). */
export function listOpenCheckouts(db: DbOrTx, userId: string, provider: 'stripe' | 'test', since: Date) {
  return db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.provider, provider),
        eq(checkoutSessions.status, 'open'),
        isNotNull(checkoutSessions.providerSessionId),
        gte(checkoutSessions.createdAt, since),
      ),
    )
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(10);
}

// ---- subscriptions and plan

export async function findSubscription(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function lockSubscription(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  return row;
}

export async function upsertSubscription(
  db: DbOrTx,
  values: {
    userId: string;
    planId: PaidPlanId;
    currentPeriodStart: Date;
    currentPeriodEnd: Date;
    providerCustomerId: string | null;
    now: Date;
  },
) {
  const { now, providerCustomerId, ...rest } = values;
  const row = { ...rest, status: 'active' as const, updatedAt: now };
  await db
    .insert(subscriptions)
    .values({ ...row, providerCustomerId, createdAt: now })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        ...row,
        // keep a known customer when this checkout did not name one
        providerCustomerId: sql`coalesce(${providerCustomerId}, ${subscriptions.providerCustomerId})`,
      },
    });
}

/** active -> expired or canceled, only while still active (and, for expiry, only once the period is over). */
export async function endSubscription(
  db: DbOrTx,
  options: { userId: string; now: Date; status: 'expired' | 'canceled' },
): Promise<boolean> {
  const due = and(eq(subscriptions.userId, options.userId), eq(subscriptions.status, 'active'));
  const rows = await db
    .update(subscriptions)
    .set({
      status: options.status,
      updatedAt: options.now,
      ...(options.status === 'canceled' ? { currentPeriodEnd: options.now } : {}),
    })
    .where(options.status === 'expired' ? and(due, lte(subscriptions.currentPeriodEnd, options.now)) : due)
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** Active subscriptions whose period is over, with the e-mail of their user (the expiry job's work list). */
export function listDueSubscriptions(db: DbOrTx, options: { now: Date; limit: number; userId?: string }) {
  return db
    .select({ userId: subscriptions.userId, email: users.email })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.currentPeriodEnd, options.now),
        options.userId ? eq(subscriptions.userId, options.userId) : undefined,
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(options.limit);
}

export async function findProfilePlan(db: DbOrTx, userId: string): Promise<PlanId> {
  const [row] = await db
    .select({ plan: profiles.subscriptionPlan })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return (row?.plan ?? 'basic') as PlanId;
}

export async function setProfilePlan(db: DbOrTx, userId: string, plan: PlanId, now: Date) {
  await db.update(profiles).set({ subscriptionPlan: plan, updatedAt: now }).where(eq(profiles.id, userId));
}
