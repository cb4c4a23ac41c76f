import type { SubscriptionPlan, SubscriptionStatus } from '@shortlist/contracts';

export const PLANS: SubscriptionPlan[] = [
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
];

export function basicStatus(overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus {
  return {
    plan: 'basic',
    isPremium: false,
    billingMode: 'test',
    subscription: null,
    canManage: false,
    nextCheckoutCreditCents: 0,
    downgradePreview: null,
    archivedCategories: null,
    ...overrides,
  };
}

export function premiumStatus(
  daysRemaining: number,
  overrides: Partial<SubscriptionStatus> = {},
): SubscriptionStatus {
  return {
    ...basicStatus(),
    plan: 'premium_monthly',
    isPremium: true,
    canManage: true,
    subscription: {
      planId: 'premium_monthly',
      status: 'active',
      currentPeriodStart: '2026-03-01T00:00:00.000Z',
      currentPeriodEnd: '2026-04-01T00:00:00.000Z',
      daysRemaining,
    },
    downgradePreview: { keptCategory: null, hiddenCategories: [] },
    ...overrides,
  };
}
