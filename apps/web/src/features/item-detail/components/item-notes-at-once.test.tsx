import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ItemDetail,
  ITEM_DETAIL_TEXTS,
  itemDetailEndpoints,
  itemsEndpoints,
  type Note,
  sharingEndpoints,
} from '@shortlist/contracts';
import { gate } from '@/testing/gate';
import { server } from '@/testing/msw-server';
import { fakeId, makeItem, signedIn, VIEWER_ID } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { ItemDetailPage } from './item-detail-page';

const OWNER = { id: VIEWER_ID, nickname: 'ada', fullName: 'Ada Lovelace', avatarUrl: null };

/**
 * The item page with one saved note, "Parking"; its edit and delete routes wait for `held`, then answer with
 * `refusal` or do what they were asked (the next read of the notes shows it).
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
  let notes: Note[] = [
    {
      id: fakeId(),
      itemId: item.id,
      title: 'Parking',
      content: 'One space',
      creator: null,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    },
  ];
  const sent: unknown[] = [];
  server.use(
    signedIn(),
    mockEndpoint(itemsEndpoints.get, item),
    mockEndpoint(itemDetailEndpoints.listNotes, () => ({ notes })),
    mockEndpoint(itemDetailEndpoints.listSteps, { steps: [] }),
    mockEndpoint(itemDetailEndpoints.listMedia, { media: [] }),
    mockEndpoint(sharingEndpoints.listCollaborators, {
      owner: OWNER,
      collaborators: [],
      invitations: [],
    } as never),
    mockEndpoint(itemDetailEndpoints.updateNote, async (request, params) => {
      const body = (await request.json()) as { title: string; content: string };
      sent.push({ edit: params.noteId, ...body });
      await held;
      if (refusal) return refusal;
      notes = notes.map((n) =>
        n.id === params.noteId ? { ...n, ...body, updatedAt: '2026-03-02T10:00:00.000Z' } : n,
      );
      return notes.find((n) => n.id === params.noteId)!;
    }),
    mockEndpoint(itemDetailEndpoints.deleteNote, async (_request, params) => {
      sent.push({ delete: params.noteId });
      await held;
      if (refusal) return refusal;
      notes = notes.filter((n) => n.id !== params.noteId);
      return new Response(null, { status: 204 });
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
  return { sent, noteId: notes[0]!.id };
}

/** Edits "Parking" outside edit mode: its title becomes `title`. */
async function editTitle(title: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.editNote('Parking') }));
  const form = screen.getByRole('form', { name: ITEM_DETAIL_TEXTS.editNote('Parking') });
  const field = within(form).getByLabelText(new RegExp(`^${ITEM_DETAIL_TEXTS.noteTitle}`));
  await user.clear(field);
  await user.type(field, title);
  await user.click(within(form).getByRole('button', { name: ITEM_DETAIL_TEXTS.saveNote }));
}

describe('ItemDetailPage: a saved note changes before the server answers', () => {
  it('shows an edited note at once and keeps it when the server saves it', async () => {
    const held = gate();
    const { sent, noteId } = renderPage(held.opened);
    await editTitle('Parking for two');
    expect(screen.queryByRole('form', { name: ITEM_DETAIL_TEXTS.editNote('Parking') })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Parking for two' })).toBeInTheDocument();
    expect(screen.getByText(ITEM_DETAIL_TEXTS.unsaved)).toBeInTheDocument();
    // the note waits for its answer before it can change again
    expect(screen.queryByRole('button', { name: ITEM_DETAIL_TEXTS.editNote('Parking for two') })).toBeNull();
    expect(
      screen.queryByRole('button', { name: ITEM_DETAIL_TEXTS.deleteNote('Parking for two') }),
    ).toBeNull();
    held.open();
    expect(
      await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.editNote('Parking for two') }),
    ).toBeInTheDocument();
    expect(screen.queryByText(ITEM_DETAIL_TEXTS.unsaved)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Parking for two' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Parking' })).toBeNull();
    expect(sent).toEqual([{ edit: noteId, title: 'Parking for two', content: 'One space' }]);
  });

  it('puts a refused edit back and shows the server message', async () => {
    const held = gate();
    renderPage(held.opened, errorResponse(400, 'VALIDATION_ERROR', 'Note title is too long for us'));
    await editTitle('Parking for two');
    expect(screen.getByRole('heading', { name: 'Parking for two' })).toBeInTheDocument();
    held.open();
    expect(await screen.findByText('Note title is too long for us')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Parking' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Parking for two' })).toBeNull();
  });

  it('takes a deleted note away at once, keeps it away, and offers Undo', async () => {
    const user = userEvent.setup();
    const held = gate();
    const { sent, noteId } = renderPage(held.opened);
    await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.deleteNote('Parking') }));
    expect(screen.queryByRole('heading', { name: 'Parking' })).toBeNull();
    expect(screen.getByText(ITEM_DETAIL_TEXTS.noNotes)).toBeInTheDocument();
    held.open();
    expect(await screen.findByText(ITEM_DETAIL_TEXTS.noteRemoved)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.undoAdd })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Parking' })).toBeNull();
    expect(sent).toEqual([{ delete: noteId }]);
  });

  it('brings a note whose deletion is refused back with the server message', async () => {
    const user = userEvent.setup();
    const held = gate();
    renderPage(held.opened, errorResponse(404, 'NOT_FOUND', 'This note is gone elsewhere'));
    await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.deleteNote('Parking') }));
    expect(screen.queryByRole('heading', { name: 'Parking' })).toBeNull();
    held.open();
    expect(await screen.findByText('This note is gone elsewhere')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Parking' })).toBeInTheDocument();
    expect(screen.queryByText(ITEM_DETAIL_TEXTS.noteRemoved)).not.toBeInTheDocument();
  });
});
