import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DECIDE_ERRORS, decideEndpoints } from '@shortlist/contracts';
import { makeDecisionView } from '@/testing/decide-fixtures';
import { findDialog } from '@/testing/find-dialog';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { signedIn } from '@/testing/session-fixtures';
import { ItemDecisionCard } from './item-decision-card';

const FOLDER = '22222222-2222-4222-8222-222222222222';
const ITEM = '33333333-3333-4333-8333-333333333333';

describe('ItemDecisionCard', () => {
  it("sets the item's status with a reason, and its target price when it has a link", async () => {
    const view = makeDecisionView(FOLDER, [{ id: ITEM, name: 'Flat A' }]);
    view.items[0]!.hasLink = true;
    let status: unknown;
    let target: unknown;
    server.use(
      signedIn(),
      mockEndpoint(decideEndpoints.view, view),
      mockEndpoint(decideEndpoints.setStatus, async (req) => {
        status = await req.json();
        return { itemId: ITEM, status: 'rejected' as const, statusReason: 'Too dark' };
      }),
      mockEndpoint(decideEndpoints.setTargetPrice, async (req) => {
        target = await req.json();
        return { itemId: ITEM, targetPriceCents: 120_000 };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ItemDecisionCard folderId={FOLDER} itemId={ITEM} canEdit />);
    const form = await screen.findByRole('form', { name: 'Status' });
    await user.click(within(form).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    expect(within(form).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Rejected');
    await user.type(within(form).getByRole('textbox', { name: 'Reason (optional)' }), 'Too dark');
    await user.click(within(form).getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Status saved')).toBeInTheDocument();
    expect(status).toEqual({ status: 'rejected', reason: 'Too dark', weights: 'mine' });

    const price = screen.getByRole('form', { name: 'Target price' });
    await user.type(within(price).getByRole('textbox', { name: 'Target price' }), '1200');
    await user.click(within(price).getByRole('button', { name: 'Save target' }));
    expect(await screen.findByText('Target price saved')).toBeInTheDocument();
    expect(target).toEqual({ targetPrice: '1200' });
  });

  it("answers a Basic user's target price with the upgrade prompt naming Price Watches", async () => {
    const view = makeDecisionView(FOLDER, [{ id: ITEM, name: 'Flat A' }]);
    view.items[0]!.hasLink = true;
    server.use(
      signedIn(),
      mockEndpoint(decideEndpoints.view, view),
      mockEndpoint(decideEndpoints.setTargetPrice, () =>
        errorResponse(403, 'PREMIUM_REQUIRED', DECIDE_ERRORS.premiumWatches),
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<ItemDecisionCard folderId={FOLDER} itemId={ITEM} canEdit />);
    const price = await screen.findByRole('form', { name: 'Target price' });
    await user.type(within(price).getByRole('textbox', { name: 'Target price' }), '1200');
    await user.click(within(price).getByRole('button', { name: 'Save target' }));
    const prompt = await findDialog('Price Watches');
    expect(within(prompt).getByText(DECIDE_ERRORS.premiumWatches)).toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
  });

  it('shows a rater or viewer the status and target price, with nothing to change', async () => {
    const view = makeDecisionView(FOLDER, [{ id: ITEM, name: 'Flat A' }]);
    Object.assign(view.items[0]!, { hasLink: true, status: 'shortlisted', statusReason: 'Near the park' });
    view.items[0]!.targetPriceCents = 120_000;
    server.use(signedIn(), mockEndpoint(decideEndpoints.view, view));
    renderWithApp(<ItemDecisionCard folderId={FOLDER} itemId={ITEM} canEdit={false} />);
    expect(await screen.findByText('Near the park', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('$1,200.00')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
