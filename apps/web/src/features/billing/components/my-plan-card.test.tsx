import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingEndpoints } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { basicStatus, PLANS, premiumStatus } from '@/testing/billing-fixtures';
import { MyPlanCard, TimeRemaining } from './my-plan-card';

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
});
