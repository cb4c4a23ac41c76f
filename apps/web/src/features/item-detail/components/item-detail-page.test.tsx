import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ItemChanges,
  type ItemDetail,
  type ItemView,
  ITEM_DETAIL_TEXTS,
  ITEM_TEXTS,
  itemDetailEndpoints,
  itemsEndpoints,
  ORGANISE_ERRORS,
  ORGANISE_SUCCESS,
  PRICE_INPUT_TEXTS,
  SCREEN_TEXTS,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { fakeId, makeAttributeValue, makeItem, signedIn, VIEWER_ID } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { ItemDetailPage } from './item-detail-page';

const roomsId = fakeId();
const item: ItemDetail = {
  ...makeItem({ name: 'Flat on Main', priceCents: 123_450, myRating: 8 }),
  creator: { id: VIEWER_ID, nickname: 'ada', fullName: 'Ada Lovelace', avatarUrl: null },
  folderName: 'Flats',
  isFolderOwner: true,
  myRole: 'owner',
  revision: 1,
  ratings: [],
  attributes: [makeAttributeValue({ categoryAttributeId: roomsId })],
};
const note = {
  id: fakeId(),
  itemId: item.id,
  title: 'Viewing',
  content: 'Saturday',
  creator: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const step = {
  id: fakeId(),
  itemId: item.id,
  text: 'Call the agent',
  completed: false,
  completedAt: null,
  creator: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  dueAt: null,
  assignee: null,
  remindBeforeMinutes: null,
};

function renderPage(onSave?: (changes: ItemChanges, photos: File[]) => Response | ItemView) {
  const saves: Array<{ changes: ItemChanges; photos: File[] }> = [];
  const toggles: unknown[] = [];
  server.use(
    signedIn(),
    mockEndpoint(itemsEndpoints.get, item),
    mockEndpoint(itemDetailEndpoints.listNotes, { notes: [note] }),
    mockEndpoint(itemDetailEndpoints.listSteps, { steps: [step] }),
    mockEndpoint(itemDetailEndpoints.listMedia, { media: [] }),
    mockEndpoint(itemDetailEndpoints.toggleStep, async (request) => {
      const body = (await request.json()) as { completed: boolean };
      toggles.push(body);
      return { ...step, completed: body.completed, completedAt: '2026-03-02T10:00:00.000Z' };
    }),
    mockEndpoint(itemDetailEndpoints.save, async (request) => {
      const form = await request.formData();
      const changes = JSON.parse(String(form.get('changes'))) as ItemChanges;
      const photos = form.getAll('photos') as File[];
      saves.push({ changes, photos });
      return (
        onSave?.(changes, photos) ?? {
          item: { ...item, name: changes.fields?.name ?? item.name },
          notes: [note],
          steps: [step],
          media: [],
        }
      );
    }),
  );
  const { router } = renderWithApp(
    <ItemDetailPage
      itemId={item.id}
      folderId={item.folderId}
      folderHref={(id) => `/app/folder/${id}`}
      viewerId={VIEWER_ID}
    />,
    { path: `/app/folder/${item.folderId}/item/${item.id}` },
  );
  return { saves, toggles, router };
}

const nameInput = () => screen.getByLabelText(new RegExp(`^${ITEM_TEXTS.name}`));

describe('ItemDetailPage', () => {
  it('shows "Loading..." and then the cards in view mode, with "You" as the creator', async () => {
    renderPage();
    expect(screen.getByText(ITEM_TEXTS.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Flat on Main', level: 1 })).toBeInTheDocument();
    for (const title of [
      ITEM_TEXTS.basicInformation,
      ITEM_TEXTS.characteristics,
      ITEM_DETAIL_TEXTS.media,
      ITEM_DETAIL_TEXTS.notes,
      ITEM_DETAIL_TEXTS.nextSteps,
    ])
      expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText(ITEM_TEXTS.you)).toBeInTheDocument();
    expect(screen.getByText('8/10')).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
  });

  it('shows the error state when the item cannot be loaded', async () => {
    server.use(
      signedIn(),
      mockEndpoint(itemsEndpoints.get, () => errorResponse(404, 'NOT_FOUND', 'Not found')),
    );
    server.use(
      mockEndpoint(itemDetailEndpoints.listNotes, { notes: [] }),
      mockEndpoint(itemDetailEndpoints.listSteps, { steps: [] }),
      mockEndpoint(itemDetailEndpoints.listMedia, { media: [] }),
    );
    renderWithApp(
      <ItemDetailPage
        itemId={item.id}
        folderId={item.folderId}
        folderHref={(id) => `/app/folder/${id}`}
        viewerId={VIEWER_ID}
      />,
    );
    expect(await screen.findByText(ITEM_TEXTS.loadError)).toBeInTheDocument();
  });

  it('stages changes with "Pending" markers, and Cancel discards them without a request', async () => {
    const user = userEvent.setup();
    const { saves } = renderPage();
    await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.edit }));
    await user.clear(nameInput());
    await user.type(nameInput(), 'Renamed flat');
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.addNote }));
    const noteForm = screen.getByRole('form', { name: ITEM_DETAIL_TEXTS.addNote });
    await user.type(
      within(noteForm).getByLabelText(new RegExp(`^${ITEM_DETAIL_TEXTS.noteTitle}`)),
      'Parking',
    );
    await user.click(within(noteForm).getByRole('button', { name: ITEM_DETAIL_TEXTS.saveNote }));
    await user.type(screen.getByLabelText(ITEM_DETAIL_TEXTS.stepText), 'Measure the kitchen{Enter}');
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.deleteNote('Viewing') }));

    expect(screen.getByText(ITEM_DETAIL_TEXTS.stagedNote)).toBeInTheDocument();
    expect(screen.getAllByText(ITEM_DETAIL_TEXTS.pending).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(ITEM_DETAIL_TEXTS.stagedForDeletion)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.cancel }));
    expect(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.edit })).toBeInTheDocument();
    expect(screen.queryByText(ITEM_DETAIL_TEXTS.pending)).not.toBeInTheDocument();
    expect(screen.queryByText('Parking')).not.toBeInTheDocument();
    expect(screen.queryByText('Measure the kitchen')).not.toBeInTheDocument();
    expect(screen.getByText('Viewing')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flat on Main', level: 1 })).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('sends every staged change in ONE request, then leaves edit mode with the success toast', async () => {
    // the picker's own filter is off, so the page's filter (images only) is what is tested
    const user = userEvent.setup({ applyAccept: false });
    const { saves } = renderPage();
    await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.edit }));
    await user.clear(nameInput());
    await user.type(nameInput(), 'Renamed flat');
    await user.click(screen.getByRole('radio', { name: ITEM_TEXTS.ratingStar(3) }));
    await user.type(screen.getByLabelText(ITEM_DETAIL_TEXTS.stepText), 'First step{Enter}');
    await user.type(screen.getByLabelText(ITEM_DETAIL_TEXTS.stepText), 'Second step{Enter}');
    await user.click(screen.getByRole('checkbox', { name: ITEM_DETAIL_TEXTS.toggleStep('Call the agent') }));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'front.jpg', { type: 'image/jpeg' });
    const notAnImage = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByTestId('photo-input'), [photo, notAnImage]);
    expect(screen.getByAltText(ITEM_DETAIL_TEXTS.photoAlt('front.jpg'))).toBeInTheDocument();
    expect(screen.queryByAltText(ITEM_DETAIL_TEXTS.photoAlt('notes.txt'))).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.saveChanges }));
    expect(await screen.findByText(ORGANISE_SUCCESS.itemUpdated)).toBeInTheDocument();
    // the staged photo went up with the save: its own toast of folders §8 too
    expect(screen.getByText(ORGANISE_SUCCESS.imagesUploaded)).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    const [save] = saves;
    expect(save!.changes).toMatchObject({
      fields: { name: 'Renamed flat' },
      rating: 3,
      steps: {
        create: [
          { text: 'Second step', completed: false },
          { text: 'First step', completed: false },
        ],
        update: [{ id: step.id, text: 'Call the agent', completed: true }],
        delete: [],
      },
      notes: { create: [], update: [], delete: [] },
    });
    expect(save!.photos.map((p) => p.name)).toEqual(['front.jpg']);
    expect(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.edit })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Renamed flat', level: 1 })).toBeInTheDocument();
  });

  it('on failure shows the error, stays in edit mode and keeps the staged changes', async () => {
    const user = userEvent.setup();
    const { saves } = renderPage(() => errorResponse(404, 'NOT_FOUND', ORGANISE_ERRORS.noteNotFound));
    await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.edit }));
    await user.type(screen.getByLabelText(ITEM_DETAIL_TEXTS.stepText), 'Keep me{Enter}');
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.saveChanges }));
    expect(await screen.findByText(ORGANISE_ERRORS.noteNotFound)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.saveChanges })).toBeEnabled();
    expect(screen.getByDisplayValue('Keep me')).toBeInTheDocument();
    expect(screen.getAllByText(ITEM_DETAIL_TEXTS.pending).length).toBeGreaterThanOrEqual(1);
  });

  it('refuses to save a blank name and sends nothing', async () => {
    const user = userEvent.setup();
    const { saves } = renderPage();
    await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.edit }));
    await user.clear(nameInput());
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.saveChanges }));
    expect(await screen.findAllByText('Item name is required')).not.toHaveLength(0);
    expect(saves).toEqual([]);
  });

  it('says what is wrong with a price it cannot read, and never saves it as "no price"', async () => {
    const user = userEvent.setup();
    const { saves } = renderPage();
    await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.edit }));
    const price = screen.getByLabelText(ITEM_TEXTS.price);
    await user.clear(price);
    await user.type(price, '12e');
    expect(await screen.findByText(PRICE_INPUT_TEXTS.notANumber)).toBeInTheDocument();
    expect(price).toHaveValue('12e');
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.saveChanges }));
    expect(saves).toEqual([]);
    expect(screen.queryByText(ORGANISE_SUCCESS.itemUpdated)).not.toBeInTheDocument();
  });

  it('asks before a link throws staged changes away: "Keep editing" stays, "Discard and leave" goes', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    const here = router.state.location.pathname;
    await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.edit }));
    // nothing staged yet: the Back link leaves at once... after one change it asks
    await user.type(screen.getByLabelText(ITEM_DETAIL_TEXTS.stepText), 'Measure{Enter}');
    await user.click(screen.getAllByRole('link', { name: ITEM_TEXTS.back })[0]!);
    const dialog = await screen.findByRole('dialog', { name: SCREEN_TEXTS.leaveWarning.title });
    await user.click(within(dialog).getByRole('button', { name: SCREEN_TEXTS.leaveWarning.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(here);
    expect(screen.getByDisplayValue('Measure')).toBeInTheDocument();

    await user.click(screen.getAllByRole('link', { name: ITEM_TEXTS.back })[0]!);
    await user.click(await screen.findByRole('button', { name: SCREEN_TEXTS.leaveWarning.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/folder/${item.folderId}`));
  });

  it('asks the browser to confirm a reload or tab close only while changes are staged', async () => {
    const user = userEvent.setup();
    renderPage();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.edit }));
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText(ITEM_DETAIL_TEXTS.stepText), 'Measure{Enter}');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.cancel }));
    expect(unload()).toBe(false);
  });

  it('outside edit mode, ticking a step saves at once', async () => {
    const user = userEvent.setup();
    const { toggles, saves } = renderPage();
    await user.click(
      await screen.findByRole('checkbox', { name: ITEM_DETAIL_TEXTS.toggleStep('Call the agent') }),
    );
    await waitFor(() => expect(toggles).toEqual([{ completed: true }]));
    expect(saves).toEqual([]);
  });
});
