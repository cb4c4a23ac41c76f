import { CATEGORY, SUBSCRIPTION } from './limits';
import { formatMoney } from './money-format';
import { DAY_MS } from './time';

/** Plan identifiers and their labels: accounts §3. */
export const PLAN_IDS = [
  'basic',
  'premium_monthly',
  'premium_3months',
  'premium_6months',
  'premium_1year',
] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PLAN_LABELS: Record<PlanId, string> = {
  basic: 'Basic',
  premium_monthly: 'Premium Monthly',
  premium_3months: 'Premium 3 Months',
  premium_6months: 'Premium 6 Months',
  premium_1year: 'Premium 1 Year',
};

/** The plan identifier a paid duration grants. */
export const PLAN_ID_BY_DURATION: Record<number, PlanId> = {
  1: 'premium_monthly',
  3: 'premium_3months',
  6: 'premium_6months',
  12: 'premium_1year',
};

/** A user counts as premium when the plan is not 'basic' (accounts §3). */
export function isPremiumPlan(plan: string | null | undefined): boolean {
  return !!plan && plan !== 'basic';
}

/** Duration labels of the plan cards: 1 Month, 3 Months, 6 Months, 1 Year, otherwise "N Months". */
export function durationLabel(months: number): string {
  if (months === 1) return '1 Month';
  if (months === 12) return '1 Year';
  return `${months} Months`;
}

/** Choice labels shown on sign-up's Premium card. */
export function durationChoiceLabel(months: number): string {
  return (
    ({ 1: 'Monthly', 3: 'Quarterly', 6: 'Semi-Annual', 12: 'Annual' } as Record<number, string>)[months] ??
    durationLabel(months)
  );
}

/** Displayed price in cents: monthly price times months (a one-time payment). */
export function planTotalCents(plan: { priceMonthlyCents: number; durationMonths: number }): number {
  return plan.priceMonthlyCents * plan.durationMonths;
}

/** The plan that carries the "Most Popular" badge: the 3-month plan, else the first. */
export function mostPopularPlanIndex(plans: ReadonlyArray<{ durationMonths: number }>): number {
  const index = plans.findIndex((p) => p.durationMonths === SUBSCRIPTION.mostPopularDurationMonths);
  return index === -1 ? 0 : index;
}

/** Plans' and credits' amounts, in the spec's dollars unless said: 123450 -> "$1,234.50" (`formatMoney`). */
export function formatCents(cents: number, currency = 'USD', locale = 'en-US'): string {
  return formatMoney(cents, currency, locale);
}

/** Renewal state of a subscription by whole days remaining (accounts §4; the red state is reachable). */
export function renewalState(daysRemaining: number): 'expired' | 'urgent' | 'warning' | 'ok' {
  if (daysRemaining <= 0) return 'expired';
  if (daysRemaining <= SUBSCRIPTION.renewalUrgentDays) return 'urgent';
  if (daysRemaining <= SUBSCRIPTION.renewalWarningDays) return 'warning';
  return 'ok';
}

/** The plans that can be bought (every plan but Basic). */
export const PAID_PLAN_IDS = [
  'premium_monthly',
  'premium_3months',
  'premium_6months',
  'premium_1year',
] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** Whole days left until `end`, rounded up (an hour left is 1 day); 0 or less once it has passed. */
export function daysRemaining(end: Date, now: Date): number {
  return Math.ceil((end.getTime() - now.getTime()) / DAY_MS);
}

/**
 * Adds calendar months in UTC, keeping the time of day; the day is clamped to the target month's length
 * (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date);
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/**
 * The downgrade rule (accounts §4): on returning to Basic, the CATEGORY.basicPlanMax most used categories stay
 * and the rest are hidden. `byUsage` is most used first.
 */
export function splitForDowngrade<T>(byUsage: readonly T[]): { kept: T[]; hidden: T[] } {
  return { kept: byUsage.slice(0, CATEGORY.basicPlanMax), hidden: byUsage.slice(CATEGORY.basicPlanMax) };
}
