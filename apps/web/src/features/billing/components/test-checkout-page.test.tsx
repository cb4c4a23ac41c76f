import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BILLING_TEXTS, billingEndpoints } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { signedIn } from '@/testing/session-fixtures';
import { TestCheckoutPage } from './test-checkout-page';

const CHECKOUT_ID = '00000000-0000-4000-8000-000000000009';

describe('TestCheckoutPage', () => {
  it('names the plan once and sums up what Premium includes', async () => {
    server.use(
      signedIn(),
      mockEndpoint(billingEndpoints.testCheckout, {
        id: CHECKOUT_ID,
        planId: 'premium_3months',
        durationMonths: 3,
        totalCents: 2697,
        creditAppliedCents: 0,
        amountCents: 2697,
        currency: 'usd',
        status: 'open',
        returnUrl: '/app/profile',
      }),
    );
    renderWithApp(<TestCheckoutPage checkoutId={CHECKOUT_ID} />);
    expect(await screen.findByText('Premium 3 Months')).toBeInTheDocument();
    expect(screen.queryByText(/Premium 3 Months · 3 Months/)).not.toBeInTheDocument();
    const includes = screen.getByRole('region', { name: BILLING_TEXTS.checkoutIncludes });
    for (const feature of BILLING_TEXTS.premiumFeatures)
      expect(within(includes).getByText(feature)).toBeInTheDocument();
  });
});
