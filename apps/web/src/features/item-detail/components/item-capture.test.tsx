import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ItemChanges,
  type ItemDetail,
  ITEM_DETAIL_TEXTS,
  ITEM_TEXTS,
  itemDetailEndpoints,
  itemsEndpoints,
  type Media,
  MEDIA,
  type NextStep,
  type Note,
  ORGANISE_ERRORS,
  ORGANISE_SUCCESS,
  ORGANISE_VALIDATION,
} from '@shortlist/contracts';
import { gate } from '@/testing/gate';
import { server } from '@/testing/msw-server';
import { fakeId, makeItem, signedIn, VIEWER_ID } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { ItemDetailPage } from './item-detail-page';

const at = '2026-03-01T10:00:00.000Z';

function photo(name = 'front.jpg', bytes = 4) {
  return new File([new Uint8Array(bytes).fill(0xff)], name, { type: 'image/jpeg' });
}

/**
 * The item page over a small fake server that keeps what it is sent: its notes, steps and photos change with
 * the capture's requests, and each request is recorded. `refuse` makes one route answer with an error.
 */
function renderPage({
  role = 'owner',
  wait,
  refuse,
  photos = 0,
}: {
  role?: ItemDetail['myRole'];
  wait?: Promise<void>;
  refuse?: Partial<Record<'note' | 'upload' | 'rating', Response>>;
  photos?: number;
} = {}) {
  const item: ItemDetail = {
    ...makeItem({ name: 'Flat on Main', myRating: null }),
    creator: { id: VIEWER_ID, nickname: 'ada', fullName: 'Ada Lovelace', avatarUrl: null },
    folderName: 'Flats',
    isFolderOwner: role === 'owner',
    myRole: role,
    revision: 1,
    ratings: [],
    attributes: [],
  };
  const state = {
    notes: [] as Note[],
    steps: [] as NextStep[],
    media: Array.from({ length: photos }, (_, i) => makeMedia(item.id, `old-${i}.jpg`)),
  };
  const calls = {
    createNote: [] as unknown[],
    deleteNote: [] as string[],
    saves: [] as Array<{ revision?: number; changes: ItemChanges }>,
    uploads: [] as string[][],
    deleteMedia: [] as string[],
    ratings: [] as unknown[],
  };
  const view = () => ({ item, notes: state.notes, steps: state.steps, media: state.media });
  server.use(
    signedIn(),
    mockEndpoint(itemsEndpoints.get, () => item),
    mockEndpoint(itemDetailEndpoints.listNotes, () => ({ notes: state.notes })),
    mockEndpoint(itemDetailEndpoints.listSteps, () => ({ steps: state.steps })),
    mockEndpoint(itemDetailEndpoints.listMedia, () => ({ media: state.media })),
    mockEndpoint(itemDetailEndpoints.createNote, async (request) => {
      const body = (await request.json()) as { title: string; content: string };
      calls.createNote.push(body);
      await wait;
      if (refuse?.note) return refuse.note;
      const note: Note = {
        id: fakeId(),
        itemId: item.id,
        creator: null,
        createdAt: at,
        updatedAt: at,
        ...body,
      };
      state.notes = [note, ...state.notes];
      return note;
    }),
    mockEndpoint(itemDetailEndpoints.deleteNote, (_request, params) => {
      calls.deleteNote.push(params.noteId!);
      state.notes = state.notes.filter((n) => n.id !== params.noteId);
      return new Response(null, { status: 204 });
    }),
    mockEndpoint(itemDetailEndpoints.save, async (request) => {
      const body = (await request.json()) as { revision?: number; changes: ItemChanges };
      calls.saves.push(body);
      await wait;
      for (const s of body.changes.steps?.create ?? [])
        state.steps = [
          {
            id: fakeId(),
            itemId: item.id,
            completedAt: null,
            creator: null,
            createdAt: at,
            dueAt: null,
            remindBeforeMinutes: null,
            ...s,
            assignee: null,
            completed: false,
          },
          ...state.steps,
        ];
      const gone = new Set(body.changes.steps?.delete ?? []);
      state.steps = state.steps.filter((s) => !gone.has(s.id));
      item.revision += 1;
      return view();
    }),
    mockEndpoint(itemDetailEndpoints.uploadMedia, async (request) => {
      const files = (await request.formData()).getAll(MEDIA.fileField) as File[];
      calls.uploads.push(files.map((f) => f.name));
      await wait;
      if (refuse?.upload) return refuse.upload;
      state.media = [...state.media, ...files.map((f) => makeMedia(item.id, f.name))];
      return { media: state.media };
    }),
    mockEndpoint(itemDetailEndpoints.deleteMedia, (_request, params) => {
      calls.deleteMedia.push(params.mediaId!);
      state.media = state.media.filter((m) => m.id !== params.mediaId);
      return new Response(null, { status: 204 });
    }),
    mockEndpoint(itemDetailEndpoints.setRating, async (request) => {
      const body = (await request.json()) as { rating: number };
      calls.ratings.push(body);
      await wait;
      if (refuse?.rating) return refuse.rating;
      item.myRating = body.rating;
      return { rating: body.rating };
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
  return { calls, state, item };
}

function makeMedia(itemId: string, fileName: string): Media {
  return {
    id: fakeId(),
    itemId,
    fileName,
    mimeType: 'image/jpeg',
    fileSize: 4,
    width: 10,
    height: 10,
    url: `/media/${fileName}`,
    thumbnailUrl: `/media/thumb-${fileName}`,
    uploadedBy: VIEWER_ID,
    createdAt: at,
  };
}

const heading = () => screen.findByRole('heading', { name: 'Flat on Main', level: 1 });
const undoButton = () => screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.undoAdd });

function paste(files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data });
  document.body.dispatchEvent(event);
  return event;
}

describe('ItemDetailPage: capture without edit mode', () => {
  it('adds a note at once outside edit mode, and Undo in its toast deletes it again', async () => {
    const user = userEvent.setup();
    const held = gate();
    const { calls } = renderPage({ wait: held.opened });
    await heading();
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.addNote }));
    const form = screen.getByRole('form', { name: ITEM_DETAIL_TEXTS.addNote });
    await user.type(within(form).getByLabelText(new RegExp(`^${ITEM_DETAIL_TEXTS.noteTitle}`)), 'Parking');
    await user.type(
      within(form).getByLabelText(new RegExp(`^${ITEM_DETAIL_TEXTS.noteContent}`)),
      'Two spaces',
    );
    await user.click(within(form).getByRole('button', { name: ITEM_DETAIL_TEXTS.saveNote }));

    // shown before the server answers, marked as not confirmed yet; no edit mode involved
    expect(screen.getByText('Parking')).toBeInTheDocument();
    expect(screen.getByText(ITEM_DETAIL_TEXTS.unsaved)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.edit })).toBeInTheDocument();
    held.open();
    await waitFor(() => expect(calls.createNote).toEqual([{ title: 'Parking', content: 'Two spaces' }]));
    expect(await screen.findByText(ITEM_DETAIL_TEXTS.noteAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(ITEM_DETAIL_TEXTS.unsaved)).not.toBeInTheDocument());
    expect(calls.saves).toEqual([]);

    await user.click(await undoButton());
    await waitFor(() => expect(calls.deleteNote).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Parking')).not.toBeInTheDocument());
    expect(await screen.findByText(ITEM_DETAIL_TEXTS.noteRemoved)).toBeInTheDocument();
    expect(screen.getByText(ITEM_DETAIL_TEXTS.noNotes)).toBeInTheDocument();
  });

  it('checks a note with the contract rules before sending it', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage();
    await heading();
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.addNote }));
    const form = screen.getByRole('form', { name: ITEM_DETAIL_TEXTS.addNote });
    await user.click(within(form).getByRole('button', { name: ITEM_DETAIL_TEXTS.saveNote }));
    expect(await within(form).findByText(ORGANISE_VALIDATION.noteTitleRequired)).toBeInTheDocument();
    expect(calls.createNote).toEqual([]);
  });

  it('rolls a refused note back and shows the server message', async () => {
    const user = userEvent.setup();
    const held = gate();
    const { calls } = renderPage({
      wait: held.opened,
      refuse: { note: errorResponse(404, 'NOT_FOUND', ORGANISE_ERRORS.notFound) },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.addNote }));
    const form = screen.getByRole('form', { name: ITEM_DETAIL_TEXTS.addNote });
    await user.type(within(form).getByLabelText(new RegExp(`^${ITEM_DETAIL_TEXTS.noteTitle}`)), 'Parking');
    await user.click(within(form).getByRole('button', { name: ITEM_DETAIL_TEXTS.saveNote }));
    expect(screen.getByText('Parking')).toBeInTheDocument();
    held.open();
    expect(await screen.findByText(ORGANISE_ERRORS.notFound)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Parking')).not.toBeInTheDocument());
    expect(screen.getByText(ITEM_DETAIL_TEXTS.noNotes)).toBeInTheDocument();
    expect(calls.createNote).toHaveLength(1);
    expect(screen.queryByText(ITEM_DETAIL_TEXTS.noteAdded)).not.toBeInTheDocument();
  });

  it('adds a next step at once through the item save (no revision), and Undo deletes it', async () => {
    const user = userEvent.setup();
    const held = gate();
    const { calls } = renderPage({ wait: held.opened });
    await heading();
    await user.type(screen.getByLabelText(ITEM_DETAIL_TEXTS.stepText), 'Call the agent{Enter}');
    expect(screen.getByText('Call the agent')).toBeInTheDocument();
    // not confirmed yet: nothing to tick
    expect(
      screen.getByRole('checkbox', { name: ITEM_DETAIL_TEXTS.toggleStep('Call the agent') }),
    ).toBeDisabled();
    held.open();
    expect(await screen.findByText(ITEM_DETAIL_TEXTS.stepAdded)).toBeInTheDocument();
    expect(calls.saves).toEqual([
      { changes: { steps: { create: [{ text: 'Call the agent', completed: false }] } } },
    ]);
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: ITEM_DETAIL_TEXTS.toggleStep('Call the agent') }),
      ).toBeEnabled(),
    );

    await user.click(await undoButton());
    await waitFor(() => expect(calls.saves).toHaveLength(2));
    expect(calls.saves[1]!.changes.steps?.delete).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Call the agent')).not.toBeInTheDocument());
    expect(await screen.findByText(ITEM_DETAIL_TEXTS.stepRemoved)).toBeInTheDocument();
  });

  it('gives read mode the photo button: the photo shows at once and is uploaded; Undo deletes it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const held = gate();
    const { calls } = renderPage({ wait: held.opened });
    await heading();
    expect(screen.getByText(ITEM_DETAIL_TEXTS.noMedia)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.addPhotos })).toBeInTheDocument();
    await user.upload(screen.getByTestId('photo-input'), [photo('front.jpg'), new File(['x'], 'a.txt')]);
    expect(screen.getByAltText(ITEM_DETAIL_TEXTS.photoAlt('front.jpg'))).toBeInTheDocument();
    expect(screen.getByText(ITEM_DETAIL_TEXTS.unsaved)).toBeInTheDocument();
    held.open();
    expect(await screen.findByText(ORGANISE_SUCCESS.imagesUploaded)).toBeInTheDocument();
    // the other file is silently ignored (folders §5)
    expect(calls.uploads).toEqual([['front.jpg']]);
    await waitFor(() =>
      expect(screen.getByAltText(ITEM_DETAIL_TEXTS.photoAlt('front.jpg'))).toHaveAttribute(
        'src',
        '/media/thumb-front.jpg',
      ),
    );

    await user.click(await undoButton());
    await waitFor(() => expect(calls.deleteMedia).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByAltText(ITEM_DETAIL_TEXTS.photoAlt('front.jpg'))).not.toBeInTheDocument(),
    );
    expect(await screen.findByText(ITEM_DETAIL_TEXTS.photosRemoved(1))).toBeInTheDocument();
  });

  it('uploads an image pasted from the clipboard', async () => {
    const { calls } = renderPage();
    await heading();
    const event = paste([photo('pasted.png')]);
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByText(ORGANISE_SUCCESS.imagesUploaded)).toBeInTheDocument();
    expect(calls.uploads).toEqual([['pasted.png']]);
    expect(screen.getByAltText(ITEM_DETAIL_TEXTS.photoAlt('pasted.png'))).toBeInTheDocument();
  });

  it('leaves a paste without images to the page, and stages a pasted image in edit mode', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage();
    await heading();
    expect(paste([new File(['hello'], 'notes.txt', { type: 'text/plain' })]).defaultPrevented).toBe(false);
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.edit }));
    paste([photo('staged.jpg')]);
    expect(await screen.findByAltText(ITEM_DETAIL_TEXTS.photoAlt('staged.jpg'))).toBeInTheDocument();
    expect(screen.getByText(ITEM_DETAIL_TEXTS.pending)).toBeInTheDocument();
    expect(calls.uploads).toEqual([]);
  });

  it('uploads photos dropped onto the photos area', async () => {
    const { calls } = renderPage();
    await heading();
    // as a browser presents a drag of files: the kind during the drag, the files at the drop
    const data = { types: ['Files'], files: [photo('dropped.jpg')], dropEffect: 'none' };
    const card = screen.getByTestId('media-card');
    fireEvent.dragOver(card, { dataTransfer: data });
    expect(screen.getByText(ITEM_DETAIL_TEXTS.dropPhotosActive)).toBeInTheDocument();
    fireEvent.drop(card, { dataTransfer: data });
    expect(await screen.findByText(ORGANISE_SUCCESS.imagesUploaded)).toBeInTheDocument();
    expect(calls.uploads).toEqual([['dropped.jpg']]);
  });

  it('rolls refused photos back with "Failed to upload images:" and the server message', async () => {
    const user = userEvent.setup();
    const held = gate();
    const refusal = ORGANISE_VALIDATION.imageUnreadable('front.jpg');
    const { calls } = renderPage({
      wait: held.opened,
      refuse: { upload: errorResponse(415, 'UNSUPPORTED_MEDIA_TYPE', refusal) },
    });
    await heading();
    await user.upload(screen.getByTestId('photo-input'), [photo('front.jpg')]);
    expect(screen.getByAltText(ITEM_DETAIL_TEXTS.photoAlt('front.jpg'))).toBeInTheDocument();
    held.open();
    expect(await screen.findByText(ORGANISE_ERRORS.uploadImages(refusal))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByAltText(ITEM_DETAIL_TEXTS.photoAlt('front.jpg'))).not.toBeInTheDocument(),
    );
    expect(screen.getByText(ITEM_DETAIL_TEXTS.noMedia)).toBeInTheDocument();
    expect(calls.uploads).toHaveLength(1);
  });

  it('refuses photos over the spec limits before sending them', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({ photos: MEDIA.maxFilesPerItem });
    await heading();
    await user.upload(screen.getByTestId('photo-input'), [photo('one-too-many.jpg')]);
    expect(
      await screen.findByText(ORGANISE_ERRORS.uploadImages(ORGANISE_VALIDATION.tooManyImagesPerItem)),
    ).toBeInTheDocument();
    expect(calls.uploads).toEqual([]);
    expect(screen.queryByAltText(ITEM_DETAIL_TEXTS.photoAlt('one-too-many.jpg'))).not.toBeInTheDocument();
  });

  it('rates with the stars in place, and rolls a refused rating back', async () => {
    const user = userEvent.setup();
    const held = gate();
    const { calls } = renderPage({
      wait: held.opened,
      refuse: { rating: errorResponse(404, 'NOT_FOUND', ORGANISE_ERRORS.notFound) },
    });
    await heading();
    const six = screen.getByRole('radio', { name: ITEM_TEXTS.ratingStar(6) });
    await user.click(six);
    expect(six).toHaveAttribute('aria-checked', 'true');
    held.open();
    expect(await screen.findByText(ORGANISE_ERRORS.notFound)).toBeInTheDocument();
    await waitFor(() => expect(six).toHaveAttribute('aria-checked', 'false'));
    expect(calls.ratings).toEqual([{ rating: 6 }]);
  });

  it('saves a rating chosen in place', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage();
    await heading();
    await user.click(screen.getByRole('radio', { name: ITEM_TEXTS.ratingStar(4) }));
    expect(await screen.findByText(ITEM_DETAIL_TEXTS.ratingSaved)).toBeInTheDocument();
    expect(calls.ratings).toEqual([{ rating: 4 }]);
    expect(screen.getByRole('radio', { name: ITEM_TEXTS.ratingStar(4) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('offers a viewer nothing to add, and ignores a pasted image', async () => {
    const { calls } = renderPage({ role: 'viewer' });
    await heading();
    expect(screen.queryByRole('button', { name: ITEM_DETAIL_TEXTS.addNote })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ITEM_DETAIL_TEXTS.addPhotos })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(ITEM_DETAIL_TEXTS.stepText)).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(paste([photo('pasted.png')]).defaultPrevented).toBe(false);
    expect(calls.uploads).toEqual([]);
  });
});
