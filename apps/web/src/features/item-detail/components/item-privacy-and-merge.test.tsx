import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EDIT_CONFLICT_TEXTS,
  type EditConflict,
  type ItemChanges,
  type ItemDetail,
  type ItemView,
  ITEM_DETAIL_TEXTS,
  ITEM_TEXTS,
  itemDetailEndpoints,
  type LiveChange,
  itemsEndpoints,
  PRIVATE_ITEM_TEXTS,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { fakeId, makeItem, signedIn, VIEWER_ID } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { emitLiveSignal } from '@/lib/live/live-bus';
import { ItemDetailPage } from './item-detail-page';

const base: ItemDetail = {
  ...makeItem({ name: 'Flat on Main', description: 'Bright' }),
  creator: { id: VIEWER_ID, nickname: 'ada', fullName: 'Ada Lovelace', avatarUrl: null },
  folderName: 'Flats',
  isFolderOwner: false,
  myRole: 'editor',
  revision: 1,
  ratings: [],
  attributes: [],
};
const viewOf = (item: ItemDetail): ItemView => ({ item, notes: [], steps: [], media: [] });

interface Sent {
  revision: string | null;
  changes: ItemChanges;
}

/** The item page over msw; `onSave` answers each PATCH (default: the item with the fields applied). */
function renderPage(item: ItemDetail, onSave?: (sent: Sent, n: number) => Response | ItemView) {
  const saves: Sent[] = [];
  server.use(
    signedIn(),
    mockEndpoint(itemsEndpoints.get, item),
    mockEndpoint(itemDetailEndpoints.listNotes, { notes: [] }),
    mockEndpoint(itemDetailEndpoints.listSteps, { steps: [] }),
    mockEndpoint(itemDetailEndpoints.listMedia, { media: [] }),
    mockEndpoint(itemDetailEndpoints.save, async (request) => {
      const form = await request.formData();
      const sent = {
        revision: form.get('revision') as string | null,
        changes: JSON.parse(String(form.get('changes'))) as ItemChanges,
      };
      saves.push(sent);
      const fields = sent.changes.fields ?? {};
      return (
        onSave?.(sent, saves.length) ??
        viewOf({
          ...item,
          ...(fields.name !== undefined ? { name: fields.name } : {}),
          ...(fields.isPrivate !== undefined ? { isPrivate: fields.isPrivate } : {}),
          revision: item.revision + 1,
        })
      );
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
  return { saves, user: userEvent.setup() };
}

describe('a private item on its page', () => {
  it('shows "Only you can see this item"; "Share with the folder" saves isPrivate false with the revision', async () => {
    const { saves, user } = renderPage({ ...base, isPrivate: true, revision: 4 });
    expect(await screen.findByText(PRIVATE_ITEM_TEXTS.badge)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PRIVATE_ITEM_TEXTS.shareAction }));
    expect(await screen.findByText(PRIVATE_ITEM_TEXTS.shared)).toBeInTheDocument();
    expect(saves).toEqual([{ revision: '4', changes: { fields: { isPrivate: false } } }]);
    await waitFor(() => expect(screen.queryByText(PRIVATE_ITEM_TEXTS.badge)).not.toBeInTheDocument());
  });

  it('offers its creator the "Private" switch in edit mode, staged with the other changes', async () => {
    const { saves, user } = renderPage(base);
    await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.edit }));
    const toggle = screen.getByRole('switch', { name: PRIVATE_ITEM_TEXTS.switchLabel });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.saveChanges }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.revision).toBe('1');
    expect(saves[0]!.changes.fields).toEqual({ isPrivate: true });
  });

  it('offers no switch to someone who did not create the item', async () => {
    const { user } = renderPage({
      ...base,
      creator: { id: fakeId(), nickname: 'ben', fullName: 'Ben', avatarUrl: null },
    });
    await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.edit }));
    expect(screen.queryByRole('switch', { name: PRIVATE_ITEM_TEXTS.switchLabel })).not.toBeInTheDocument();
  });
});

describe('an item its creator makes private while someone else has it open', () => {
  it('is asked for again when the live stream names its folder, and the page stops showing it', async () => {
    renderPage({
      ...base,
      creator: { id: fakeId(), nickname: 'ana', fullName: 'Ana Other', avatarUrl: null },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flat on Main' })).toBeInTheDocument();
    // the stream names the folder only: the item is private now, named to its creator alone
    server.use(mockEndpoint(itemsEndpoints.get, () => errorResponse(404, 'NOT_FOUND', 'Not found')));
    const change: LiveChange = {
      folders: [base.folderId],
      items: [],
      home: true,
      access: false,
      notifications: false,
      presence: [],
    };
    act(() => emitLiveSignal(change));
    expect(await screen.findByRole('alert')).toHaveTextContent(ITEM_TEXTS.loadError);
    expect(screen.queryByRole('heading', { level: 1, name: 'Flat on Main' })).not.toBeInTheDocument();
  });
});

describe('a save refused because someone saved since (409): review and merge', () => {
  const theirs: ItemDetail = { ...base, name: 'Flat by Ana', description: 'Quiet street', revision: 2 };
  const conflict: EditConflict = {
    revision: 2,
    changedBy: { id: fakeId(), nickname: 'ana', fullName: 'Ana', avatarUrl: null },
    current: viewOf(theirs),
  };
  const refuse = () =>
    Response.json(
      {
        error: {
          code: 'EDIT_CONFLICT',
          message: EDIT_CONFLICT_TEXTS.changedBy('Ana'),
          details: conflict,
        },
      },
      { status: 409 },
    );

  it('names Ana, shows mine and theirs for each field both changed, and saves the choice on her revision', async () => {
    const { saves, user } = renderPage(base, (_sent, n) =>
      n === 1 ? refuse() : viewOf({ ...theirs, name: 'Flat by Ada', revision: 3 }),
    );
    await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.edit }));
    const name = screen.getByLabelText(new RegExp(`^${ITEM_TEXTS.name}`));
    await user.clear(name);
    await user.type(name, 'Flat by Ada');
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.saveChanges }));

    const dialog = await screen.findByRole('dialog', { name: EDIT_CONFLICT_TEXTS.dialogTitle });
    expect(within(dialog).getByText(EDIT_CONFLICT_TEXTS.dialogDescription('Ana'))).toBeInTheDocument();
    // only the name is in conflict: the description is theirs alone and needs no choice
    expect(within(dialog).getAllByRole('group')).toHaveLength(1);
    expect(within(dialog).getByText('Flat by Ada')).toBeInTheDocument();
    expect(within(dialog).getByText('Flat by Ana')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('radio', { name: EDIT_CONFLICT_TEXTS.keepTheirs(ITEM_TEXTS.name) }),
    ).toBeChecked();
    await user.click(
      within(dialog).getByRole('radio', { name: EDIT_CONFLICT_TEXTS.keepMine(ITEM_TEXTS.name) }),
    );
    await user.click(within(dialog).getByRole('button', { name: EDIT_CONFLICT_TEXTS.saveMerged }));

    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[0]!.revision).toBe('1');
    // saved again on Ana's revision, with my name and without touching her description
    expect(saves[1]!.revision).toBe('2');
    expect(saves[1]!.changes.fields).toEqual({ name: 'Flat by Ada' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Flat by Ada', level: 1 })).toBeInTheDocument();
  });

  it('"Discard my changes" leaves edit mode on their version', async () => {
    const { saves, user } = renderPage(base, () => refuse());
    await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.edit }));
    const name = screen.getByLabelText(new RegExp(`^${ITEM_TEXTS.name}`));
    await user.clear(name);
    await user.type(name, 'Flat by Ada');
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.saveChanges }));
    const dialog = await screen.findByRole('dialog', { name: EDIT_CONFLICT_TEXTS.dialogTitle });
    await user.click(within(dialog).getByRole('button', { name: EDIT_CONFLICT_TEXTS.discardMine }));
    expect(await screen.findByRole('heading', { name: 'Flat by Ana', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.edit })).toBeInTheDocument();
    expect(saves).toHaveLength(1);
  });
});
