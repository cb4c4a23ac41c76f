import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decideEndpoints } from '@shortlist/contracts';
import { makeDecisionView } from '@/testing/decide-fixtures';
import { gate } from '@/testing/gate';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { signedIn } from '@/testing/session-fixtures';
import { ItemDecisionCard } from './item-decision-card';

const FOLDER = '22222222-2222-4222-8222-222222222222';
const ITEM = '33333333-3333-4333-8333-333333333333';

/** The editor's form and, beside it, what a reader of the same cached decision view sees. */
function EditorAndReader() {
  return (
    <>
      <ItemDecisionCard folderId={FOLDER} itemId={ITEM} canEdit />
      <section aria-label="reader">
        <ItemDecisionCard folderId={FOLDER} itemId={ITEM} canEdit={false} />
      </section>
    </>
  );
}

async function chooseRejected(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Status' });
  await user.click(within(form).getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Rejected' }));
  await user.click(within(form).getByRole('button', { name: 'Save status' }));
}

describe("an item's status changes at once", () => {
  it('shows the new status before the server answers, and keeps it', async () => {
    const { open: answer, opened: answered } = gate();
    const view = makeDecisionView(FOLDER, [{ id: ITEM, name: 'Flat A' }]);
    server.use(
      signedIn(),
      mockEndpoint(decideEndpoints.view, () => view),
      mockEndpoint(decideEndpoints.setStatus, async () => {
        await answered;
        view.items[0]!.status = 'rejected';
        return { itemId: ITEM, status: 'rejected' as const, statusReason: null };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<EditorAndReader />);
    const reader = await screen.findByRole('region', { name: 'reader' });
    expect(await within(reader).findByText('Considering')).toBeInTheDocument();
    await chooseRejected(user);
    expect(await within(reader).findByText('Rejected')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Status saved')).toBeInTheDocument();
    expect(within(reader).getByText('Rejected')).toBeInTheDocument();
  });

  it("goes back with the server's message when the server refuses", async () => {
    const { open: refuse, opened: refused } = gate();
    server.use(
      signedIn(),
      mockEndpoint(decideEndpoints.view, makeDecisionView(FOLDER, [{ id: ITEM, name: 'Flat A' }])),
      mockEndpoint(decideEndpoints.setStatus, async () => {
        await refused;
        return errorResponse(404, 'NOT_FOUND', 'Item not found');
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<EditorAndReader />);
    const reader = await screen.findByRole('region', { name: 'reader' });
    await chooseRejected(user);
    expect(await within(reader).findByText('Rejected')).toBeInTheDocument();
    refuse();
    expect(await screen.findByText('Item not found')).toBeInTheDocument();
    await waitFor(() => expect(within(reader).getByText('Considering')).toBeInTheDocument());
    const form = screen.getByRole('form', { name: 'Status' });
    expect(within(form).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Considering');
  });
});
