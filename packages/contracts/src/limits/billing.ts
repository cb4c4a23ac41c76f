/** Plans and referrals. */

/** Subscription display: accounts §4, §9. */
export const SUBSCRIPTION = {
  planDurationsMonths: [1, 3, 6, 12],
  /** Orange at this many days or fewer remaining. */
  renewalWarningDays: 7,
  /** Red at this many days or fewer remaining (the spec defines it; we make it reachable). */
  renewalUrgentDays: 3,
  mostPopularDurationMonths: 3,
  /** Days downgraded categories stay restorable. */
  downgradeRestoreDays: 30,
  /** The page of this app a checkout returns to, as a path (query included). */
  checkoutReturnUrlMax: 2048,
} as const;

/** Referral programme, money in cents: accounts §9. */
export const REFERRAL = {
  referredSignupCreditCents: 500,
  referrerBasicCreditCents: 500,
  referrerPremiumCreditCents: 1000,
  maxCreditPerYearCents: 5000,
  /** Credit expires on this month/day (1-based month) of the year it was earned. */
  expiresOn: { month: 12, day: 31 },
  /** Credit subtracted from a price where credit applies. */
  checkoutCreditCents: 500,
  fallbackCodePrefix: 'USER',
  codeUserIdChars: 8,
  /** Longest referral code accepted as input (generated ones are at most 30 + 1 + 8). */
  codeMax: 64,
} as const;

/**
 * The paid plans' prices as the database seeds them (subscription_plans): what the landing page's pricing shows
 * before anyone signs in. The API answers the seeded rows (GET /api/plans); a test holds the two equal.
 */
export const PLAN_PRICES = [
  { id: 'premium_monthly', durationMonths: 1, priceMonthlyCents: 999, discountPercentage: 0 },
  { id: 'premium_3months', durationMonths: 3, priceMonthlyCents: 899, discountPercentage: 10 },
  { id: 'premium_6months', durationMonths: 6, priceMonthlyCents: 799, discountPercentage: 20 },
  { id: 'premium_1year', durationMonths: 12, priceMonthlyCents: 699, discountPercentage: 30 },
] as const;
