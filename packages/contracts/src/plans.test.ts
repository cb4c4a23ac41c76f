import { describe, expect, it } from 'vitest';
import {
  durationChoiceLabel,
  durationLabel,
  formatCents,
  isPremiumPlan,
  mostPopularPlanIndex,
  planTotalCents,
  renewalState,
} from './plans';

describe('plans', () => {
  it('labels durations as the spec says', () => {
    expect([1, 3, 6, 12, 24].map(durationLabel)).toEqual([
      '1 Month',
      '3 Months',
      '6 Months',
      '1 Year',
      '24 Months',
    ]);
    expect([1, 3, 6, 12].map(durationChoiceLabel)).toEqual(['Monthly', 'Quarterly', 'Semi-Annual', 'Annual']);
  });

  it('prices a plan as monthly price times months, in dollars with two decimals', () => {
    expect(planTotalCents({ priceMonthlyCents: 899, durationMonths: 3 })).toBe(2697);
    expect(formatCents(2697)).toBe('$26.97');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

  it('marks the 3-month plan as most popular, else the first', () => {
    expect(mostPopularPlanIndex([{ durationMonths: 1 }, { durationMonths: 3 }, { durationMonths: 12 }])).toBe(
      1,
    );
    expect(mostPopularPlanIndex([{ durationMonths: 6 }, { durationMonths: 12 }])).toBe(0);
  });

  it('counts every plan but basic as premium', () => {
    expect(isPremiumPlan('basic')).toBe(false);
    expect(isPremiumPlan(undefined)).toBe(false);
    expect(isPremiumPlan('premium_3months')).toBe(true);
  });

  it('colours the time remaining: orange at 7 days, red at 3, expired at 0', () => {
    expect([30, 8, 7, 4, 3, 1, 0, -2].map(renewalState)).toEqual([
      'ok',
      'ok',
      'warning',
      'warning',
      'urgent',
      'urgent',
      'expired',
      'expired',
    ]);
  });
});
