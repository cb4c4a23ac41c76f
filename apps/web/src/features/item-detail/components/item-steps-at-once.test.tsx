import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ItemDetail,
  ITEM_DETAIL_TEXTS,
  itemDetailEndpoints,
  itemsEndpoints,
  NEXT_STEP_TEXTS,
  type NextStep,
  ORGANISE_ERRORS,
  sharingEndpoints,
} from '@shortlist/contracts';
import { formatDue } from '@/lib/local-dates';
import { gate } from '@/testing/gate';
import { server } from '@/testing/msw-server';
import { fakeId, makeItem, signedIn, VIEWER_ID } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { ItemDetailPage } from './item-detail-page';

const OWNER = { id: VIEWER_ID, nickname: 'ada', fullName: 'Ada Lovelace', avatarUrl: null };
const dueAt = new Date(2099, 11, 8, 18, 0).toISOString();

/**
 * The item page with one dated step; the step route waits for `held` and then answers with `answer` (the
 * server's refusal, or the step as sent).
 */
function renderPage(held: Promise<void>, refusal?: Response) {
  const item: ItemDetail = {
    ...makeItem({ name: 'Flat on Main' }),
    creator: OWNER,
    folderName: 'Flats',
    isFolderOwner: true,
    myRole: 'owner',
    revision: 1,
    ratings: [],
    attributes: [],
  };
  const step: NextStep = {
    id: fakeId(),
    itemId: item.id,
    text: 'Call the agent',
    completed: false,
    completedAt: null,
    creator: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    dueAt,
    assignee: null,
    remindBeforeMinutes: null,
  };
  const sent: unknown[] = [];
  server.use(
    signedIn(),
    mockEndpoint(itemsEndpoints.get, item),
    mockEndpoint(itemDetailEndpoints.listNotes, { notes: [] }),
    mockEndpoint(itemDetailEndpoints.listSteps, { steps: [step] }),
    mockEndpoint(itemDetailEndpoints.listMedia, { media: [] }),
    mockEndpoint(sharingEndpoints.listCollaborators, {
      owner: OWNER,
      collaborators: [],
      invitations: [],
    } as never),
    mockEndpoint(itemDetailEndpoints.toggleStep, async (request) => {
      const body = (await request.json()) as Partial<NextStep>;
      sent.push(body);
      await held;
      if (refusal) return refusal;
      return { ...step, ...body, completedAt: body.completed ? '2026-03-02T10:00:00.000Z' : null };
    }),
  );
  renderWithApp(
    <ItemDetailPage
      itemId={item.id}
      folderId={item.folderId}
      folderHref={(id) => `/app/folder/${id}`}
      viewerId={VIEWER_ID}
    />,
    { path: `/app/folder/${item.folderId}/item/${item.id}` },
  );
  return { sent };
}

const tick = () => screen.findByRole('checkbox', { name: ITEM_DETAIL_TEXTS.toggleStep('Call the agent') });

describe('ItemDetailPage: a step changes before the server answers', () => {
  it('shows a tick at once and keeps it when the server saves it', async () => {
    const user = userEvent.setup();
    const held = gate();
    const { sent } = renderPage(held.opened);
    await user.click(await tick());
    expect(await tick()).toBeChecked();
    held.open();
    await waitFor(() => expect(sent).toEqual([{ completed: true }]));
    expect(await tick()).toBeChecked();
  });

  it('takes a refused tick back and shows the server message', async () => {
    const user = userEvent.setup();
    const held = gate();
    renderPage(held.opened, errorResponse(404, 'NOT_FOUND', ORGANISE_ERRORS.notFound));
    await user.click(await tick());
    expect(await tick()).toBeChecked();
    held.open();
    expect(await screen.findByText(ORGANISE_ERRORS.notFound)).toBeInTheDocument();
    await waitFor(async () => expect(await tick()).not.toBeChecked());
  });

  it('shows a new date at once and puts the old one back when the server refuses', async () => {
    const user = userEvent.setup();
    const held = gate();
    const { sent } = renderPage(held.opened, errorResponse(400, 'VALIDATION_ERROR', 'Pick a later day'));
    const due = NEXT_STEP_TEXTS.dueOn(formatDue(dueAt));
    expect(await screen.findByText(due)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: NEXT_STEP_TEXTS.editSchedule('Call the agent') }));
    const dialog = await screen.findByRole('dialog', {
      name: NEXT_STEP_TEXTS.editSchedule('Call the agent'),
    });
    fireEvent.change(within(dialog).getByLabelText(NEXT_STEP_TEXTS.dueDate), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: NEXT_STEP_TEXTS.save }));
    // the dialog closes and the date leaves before the server has answered
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(due)).not.toBeInTheDocument();
    held.open();
    expect(await screen.findByText('Pick a later day')).toBeInTheDocument();
    expect(await screen.findByText(due)).toBeInTheDocument();
    expect(sent).toEqual([{ dueAt: null, assigneeId: null, remindBeforeMinutes: null }]);
  });
});
