import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { AUTH_ERRORS, authEndpoints, billingEndpoints } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { basicStatus, PLANS } from '@/testing/billing-fixtures';
import { PlanSelectionDialog } from './plan-selection-dialog';

afterEach(() => {
  vi.restoreAllMocks();
});

function Harness({ onOpenChange = () => {} }: { onOpenChange?: (open: boolean) => void }) {
  return <PlanSelectionDialog open onOpenChange={onOpenChange} returnUrl="/app/categories" />;
}

// signed in or not decides what Select Plan does: the dialog renders once the session is known, as in the app
describe('PlanSelectionDialog', () => {
  it('shows "Loading subscription plans..." then the plans in up to 4 columns, 3 months most popular', async () => {
    server.use(
      signedIn(),
      mockEndpoint(billingEndpoints.plans, async () => {
        await delay(50);
        return { plans: PLANS };
      }),
      mockEndpoint(billingEndpoints.subscription, basicStatus()),
    );
    renderWithApp(<Harness />, { sessionKnown: true });
    expect(await screen.findByText('Loading subscription plans...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Plans' });
    expect(list.className).toContain('lg:grid-cols-4');
    const cards = within(list).getAllByRole('region');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      '1 Month',
      '3 Months',
      '6 Months',
      '1 Year',
    ]);
    expect(within(cards[1]!).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(screen.getByText('Unlimited categories')).toBeInTheDocument();
  });

  it('says "Failed to load subscription plans" when they cannot be read', async () => {
    server.use(
      signedIn(),
      mockEndpoint(billingEndpoints.plans, () => errorResponse(500, 'INTERNAL', 'boom')),
      mockEndpoint(billingEndpoints.subscription, basicStatus()),
    );
    renderWithApp(<Harness />, { sessionKnown: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load subscription plans');
  });

  it('opens the checkout in a new tab and closes', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let sent: unknown;
    const onOpenChange = vi.fn();
    server.use(
      signedIn(),
      mockEndpoint(billingEndpoints.plans, { plans: PLANS }),
      mockEndpoint(billingEndpoints.subscription, basicStatus({ nextCheckoutCreditCents: 500 })),
      mockEndpoint(billingEndpoints.createCheckout, async (request) => {
        sent = await request.json();
        await delay(30);
        return {
          checkoutId: '00000000-0000-4000-8000-000000000001',
          url: '/checkout/test/00000000-0000-4000-8000-000000000001',
        };
      }),
    );
    renderWithApp(<Harness onOpenChange={onOpenChange} />, { sessionKnown: true });
    const card = await screen.findByRole('region', { name: '6 Months' });
    expect(await within(card).findByText('$5.00 referral credit applied at checkout')).toBeInTheDocument();
    expect(within(card).getByText('$42.94')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Select Plan' }));
    expect(within(card).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe(
      `${window.location.origin}/checkout/test/00000000-0000-4000-8000-000000000001`,
    );
    expect(sent).toEqual({ planId: 'premium_6months', returnUrl: '/app/categories' });
  });

  it('shows the server text when the checkout cannot be created, and closes the pending tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const onOpenChange = vi.fn();
    server.use(
      signedIn(),
      mockEndpoint(billingEndpoints.plans, { plans: PLANS }),
      mockEndpoint(billingEndpoints.subscription, basicStatus()),
      mockEndpoint(billingEndpoints.createCheckout, () =>
        errorResponse(503, 'SERVICE_UNAVAILABLE', 'Failed to create checkout session'),
      ),
    );
    renderWithApp(<Harness onOpenChange={onOpenChange} />, { sessionKnown: true });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Select Plan' }))[0]!);
    expect(await screen.findByText('Failed to create checkout session')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('asks a signed-out visitor to log in', async () => {
    server.use(
      mockEndpoint(authEndpoints.refresh, () =>
        errorResponse(401, 'UNAUTHENTICATED', AUTH_ERRORS.notAuthenticated),
      ),
      mockEndpoint(billingEndpoints.plans, { plans: PLANS }),
    );
    const open = vi.spyOn(window, 'open');
    renderWithApp(<Harness />, { sessionKnown: true });
    const buttons = await screen.findAllByRole('button', { name: 'Select Plan' });
    await userEvent.click(buttons[1]!);
    expect(await screen.findByText('Please log in to upgrade to premium')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});
