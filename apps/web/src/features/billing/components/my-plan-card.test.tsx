import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingEndpoints } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { basicStatus, PLANS, premiumStatus } from '@/testing/billing-fixtures';
import { MyPlanCard, TimeRemaining } from './my-plan-card';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TimeRemaining', () => {
  it.each([
    [30, '30 days', 'ok'],
    [7, '7 days', 'warning'],
    [4, '4 days', 'warning'],
    [3, '3 days', 'urgent'],
    [1, '1 day', 'urgent'],
    [0, 'Expired', 'expired'],
    [-2, 'Expired', 'expired'],
  ])('%i days left reads "%s" in the %s state', (days, text, state) => {
    render(<TimeRemaining days={days} />);
    const el = screen.getByText(text);
    expect(el).toHaveAttribute('data-state', state);
  });
});

describe('MyPlanCard', () => {
  it('offers Basic users the upgrade dialog', async () => {
    server.use(
      signedIn(),
      mockEndpoint(billingEndpoints.subscription, basicStatus()),
      mockEndpoint(billingEndpoints.plans, { plans: PLANS }),
    );
    renderWithApp(<MyPlanCard />);
    expect(await screen.findByText('You are currently on the Basic plan')).toBeInTheDocument();
    expect(screen.queryByText('Current Subscription')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Plans' })).toBeInTheDocument();
  });

  it('shows a premium user the current subscription and warns what a downgrade hides', async () => {
    server.use(
      signedIn({ isPremium: true }),
      mockEndpoint(
        billingEndpoints.subscription,
        premiumStatus(5, {
          downgradePreview: {
            keptCategory: { id: '00000000-0000-4000-8000-000000000001', name: 'Laptops', itemCount: 5 },
            hiddenCategories: [{ id: '00000000-0000-4000-8000-000000000002', name: 'Homes', itemCount: 2 }],
          },
        }),
      ),
    );
    renderWithApp(<MyPlanCard />);
    expect(await screen.findByText('You are currently on the Premium Monthly plan')).toBeInTheDocument();
    const box = await screen.findByRole('region', { name: 'Current Subscription' });
    expect(within(box).getByText('Premium Monthly')).toBeInTheDocument();
    expect(within(box).getByText('Active')).toBeInTheDocument();
    expect(within(box).getByText('5 days')).toHaveAttribute('data-state', 'warning');
    expect(screen.getByText(/Homes and their items will be hidden/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });
  it('lets a premium user extend: the plan dialog, named for adding time, as the renewal note says', async () => {
    const checkouts: unknown[] = [];
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    server.use(
      signedIn({ isPremium: true }),
      mockEndpoint(billingEndpoints.subscription, premiumStatus(20)),
      mockEndpoint(billingEndpoints.plans, { plans: PLANS }),
      mockEndpoint(billingEndpoints.createCheckout, async (request) => {
        checkouts.push(await request.json());
        return { checkoutId: '00000000-0000-4000-8000-000000000009', url: '/checkout/test/x' };
      }),
    );
    renderWithApp(<MyPlanCard />);
    expect(await screen.findByText(/use Extend Premium to add time/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Extend Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend Premium' });
    const plans = await within(dialog).findByRole('list', { name: 'Plans' });
    await userEvent.click(within(plans).getAllByRole('button', { name: 'Select Plan' })[0]!);
    await waitFor(() => expect(checkouts).toEqual([{ planId: 'premium_monthly' }]));
    expect(tab.location.href).toMatch(/\/checkout\/test\/x$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
