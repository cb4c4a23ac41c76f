import type { Page } from '@playwright/test';
import { apiAs, seedAccount, type Seeded } from './seed';

/** seedAccount, then Premium paid through the test checkout (collaborative compare, public links need it). */
export async function seedPremiumAccount(page: Page): Promise<Seeded> {
  const seeded = await seedAccount(page);
  const { post } = apiAs(page, seeded.token);
  const { checkoutId } = await post<{ checkoutId: string }>('/api/billing/checkout', {
    planId: 'premium_monthly',
  });
  await post(`/api/billing/test-checkout/${checkoutId}/pay`, {});
  return seeded;
}
