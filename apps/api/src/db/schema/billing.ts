import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaidPlanId } from '@shortlist/contracts';
import { users } from './users';

/** Plans on sale (accounts §3), seeded by the billing migration; the id is the plan identifier. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: text().$type<PaidPlanId>().primaryKey(),
    durationMonths: integer().notNull(),
    priceMonthlyCents: integer().notNull(),
    discountPercentage: integer().notNull().default(0),
    currency: text().notNull().default('USD'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_plans_duration_key').on(t.durationMonths),
    check('subscription_plans_price_positive', sql`${t.priceMonthlyCents} > 0`),
  ],
);

/** A user's subscription: one row per user, extended by each purchase, expired by the job. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text().$type<PaidPlanId>().notNull(),
    status: text().$type<'active' | 'expired' | 'canceled'>().notNull(),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
    /** Stripe customer of the last paid checkout: where the customer portal opens. */
    providerCustomerId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_key').on(t.userId),
    index('subscriptions_status_end_idx').on(t.status, t.currentPeriodEnd),
  ],
);

/**
 * One checkout: its price with the referral credit taken off, and its provider session. Fulfilment flips
 * status open -> completed with one conditional update, so a replayed webhook or a second click changes nothing.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text().$type<PaidPlanId>().notNull(),
    provider: text().$type<'stripe' | 'test'>().notNull(),
    providerSessionId: text(),
    status: text().$type<'open' | 'completed' | 'canceled' | 'expired'>().notNull().default('open'),
    totalCents: integer().notNull(),
    creditAppliedCents: integer().notNull().default(0),
    amountCents: integer().notNull(),
    currency: text().notNull().default('USD'),
    returnUrl: text().notNull(),
    /** The webhook event (or "test-checkout") that fulfilled it. */
    fulfilledBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checkout_sessions_provider_session_key').on(t.providerSessionId),
    index('checkout_sessions_user_status_idx').on(t.userId, t.status),
  ],
);

/** Referral credit per user per calendar year earned (accounts §3), in cents; expires on REFERRAL.expiresOn. */
export const referralCredits = pgTable(
  'referral_credits',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    yearEarned: integer().notNull(),
    /** Everything granted in that year: the yearly cap (REFERRAL.maxCreditPerYearCents) applies to it. */
    earnedCents: integer().notNull().default(0),
    availableCents: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_credits_user_year_key').on(t.userId, t.yearEarned),
    check(
      'referral_credits_available_range',
      sql`${t.availableCents} >= 0 and ${t.availableCents} <= ${t.earnedCents}`,
    ),
  ],
);

/**
 * One row per referred friend (accounts §3): what the referrer and the friend were granted and the plan that
 * earned it ('basic' at sign-up; the premium plan once the friend buys one).
 */
export const referralTransactions = pgTable(
  'referral_transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    referrerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerCreditAmount: integer().notNull().default(0),
    referredCreditAmount: integer().notNull().default(0),
    planType: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_transactions_referred_key').on(t.referredId),
    index('referral_transactions_referrer_idx').on(t.referrerId),
    check('referral_transactions_not_self', sql`${t.referrerId} <> ${t.referredId}`),
  ],
);
