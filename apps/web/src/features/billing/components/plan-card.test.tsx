import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLANS } from '@/testing/billing-fixtures';
import { PlanCard } from './plan-card';

const renderCard = (props: Partial<Parameters<typeof PlanCard>[0]> = {}) =>
  render(
    <PlanCard
      plan={PLANS[1]!}
      mostPopular={false}
      processing={false}
      disabled={false}
      onSelect={() => {}}
      {...props}
    />,
  );

describe('PlanCard', () => {
  it('shows the duration, the one-time total (monthly x months), the saving and the button', () => {
    renderCard({ mostPopular: true });
    const card = screen.getByRole('region', { name: '3 Months' });
    expect(within(card).getByText('$26.97')).toBeInTheDocument();
    expect(within(card).getByText('one-time payment')).toBeInTheDocument();
    expect(within(card).getByText('$8.99 / month')).toBeInTheDocument();
    expect(within(card).getByText('Save 10%')).toBeInTheDocument();
    expect(within(card).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Select Plan' })).toBeEnabled();
  });

  it('labels 12 months "1 Year" and shows no saving without a discount', () => {
    renderCard({ plan: PLANS[3]! });
    expect(screen.getByRole('heading', { name: '1 Year' })).toBeInTheDocument();
    expect(screen.getByText('$83.88')).toBeInTheDocument();
    renderCard({ plan: PLANS[0]! });
    const monthly = screen.getByRole('region', { name: '1 Month' });
    expect(within(monthly).queryByText(/Save/)).not.toBeInTheDocument();
    expect(within(monthly).queryByText('Most Popular')).not.toBeInTheDocument();
  });

  it('takes referral credit off the displayed price and shows the full price struck through', () => {
    renderCard({ plan: PLANS[0]!, creditCents: 500 });
    const card = screen.getByRole('region', { name: '1 Month' });
    expect(within(card).getByText('$4.99')).toBeInTheDocument();
    const full = within(card).getByText('$9.99');
    expect(full.tagName).toBe('S');
    expect(full.parentElement).toHaveTextContent('Before credit: $9.99');
    expect(within(card).getByText('$5.00 referral credit applied at checkout')).toBeInTheDocument();
  });

  it('shows the full price alone without credit', () => {
    renderCard({ plan: PLANS[0]! });
    const card = screen.getByRole('region', { name: '1 Month' });
    expect(within(card).getByText('$9.99').tagName).toBe('P');
    expect(within(card).queryByText(/Before credit/)).not.toBeInTheDocument();
  });

  it('reads "Processing..." while working and mentions referral credit', async () => {
    const onSelect = vi.fn();
    renderCard({ processing: true, disabled: true, creditCents: 500, onSelect });
    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    expect(screen.getByText('$5.00 referral credit applied at checkout')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
