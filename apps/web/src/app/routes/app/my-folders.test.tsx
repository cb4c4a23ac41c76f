import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOLDER_TEXTS, foldersEndpoints, ORGANISE_SUCCESS, type FolderSummary } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { makeFolder, signedIn } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import MyFoldersRoute from './my-folders';

function renderPage(folders: FolderSummary[]) {
  server.use(signedIn(), mockEndpoint(foldersEndpoints.list, { folders }));
  const user = userEvent.setup();
  renderWithApp(<MyFoldersRoute />, { path: '/app', routePath: '/app' });
  return user;
}

const mine = makeFolder({
  name: 'Apartments',
  description: 'Flats in Berlin',
  subfolderCount: 1,
  itemCount: 3,
});
const shared = makeFolder({
  name: 'Holiday',
  description: 'Trips with friends',
  isOwned: false,
  isShared: true,
  ownerNickname: 'bob',
});

describe('My Folders', () => {
  it('shows the cards with counts and badges', async () => {
    renderPage([mine, shared]);
    const card = await screen.findByRole('article', { name: 'Apartments' });
    expect(within(card).getByText('1 subfolder')).toBeInTheDocument();
    expect(within(card).getByText('3 items')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: FOLDER_TEXTS.openFolder })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: FOLDER_TEXTS.shareFolder })).toBeInTheDocument();
    const theirs = screen.getByRole('article', { name: 'Holiday' });
    expect(within(theirs).getByText(FOLDER_TEXTS.sharedWithYou)).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: FOLDER_TEXTS.shareFolder })).not.toBeInTheDocument();
  });

  it('searches name and description case-insensitively, then says nothing matched', async () => {
    const user = renderPage([mine, shared]);
    const search = await screen.findByPlaceholderText(FOLDER_TEXTS.searchFolders);
    await user.type(search, 'berlin');
    expect(screen.getByRole('article', { name: 'Apartments' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Holiday' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'HOLI');
    expect(screen.getByRole('article', { name: 'Holiday' })).toBeInTheDocument();
    await user.type(search, 'zzz');
    expect(screen.getByText(FOLDER_TEXTS.noMatchTitle)).toBeInTheDocument();
    expect(screen.getByText(FOLDER_TEXTS.noMatchDescription)).toBeInTheDocument();
  });

  it('says "No folders yet" when there is none', async () => {
    renderPage([]);
    expect(await screen.findByText(FOLDER_TEXTS.emptyTitle)).toBeInTheDocument();
  });

  it('says "Error loading folders" with Try Again when the list fails', async () => {
    server.use(
      signedIn(),
      mockEndpoint(foldersEndpoints.list, () => errorResponse(500, 'INTERNAL', 'boom')),
    );
    renderWithApp(<MyFoldersRoute />, { path: '/app', routePath: '/app' });
    expect(await screen.findByText(FOLDER_TEXTS.loadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FOLDER_TEXTS.tryAgain })).toBeInTheDocument();
  });

  it('offers delete checkboxes on owned folders only and deletes the selection', async () => {
    const second = makeFolder({ name: 'Cars' });
    const deleted: string[][] = [];
    const user = renderPage([mine, second, shared]);
    server.use(
      mockEndpoint(foldersEndpoints.bulkDelete, async (request) => {
        const { ids } = (await request.json()) as { ids: string[] };
        deleted.push(ids);
        return { deletedCount: ids.length };
      }),
    );
    await screen.findByRole('article', { name: 'Apartments' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FOLDER_TEXTS.delete }));

    // the checkboxes' code loads as delete mode starts
    expect(await screen.findAllByRole('checkbox')).toHaveLength(2);
    expect(
      within(screen.getByRole('article', { name: 'Holiday' })).queryByRole('checkbox'),
    ).not.toBeInTheDocument();
    const deleteSelected = screen.getByRole('button', { name: FOLDER_TEXTS.deleteSelected(0) });
    expect(deleteSelected).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: FOLDER_TEXTS.selectForDeletion('Apartments') }));
    await user.click(screen.getByRole('checkbox', { name: FOLDER_TEXTS.selectForDeletion('Cars') }));
    await user.click(screen.getByRole('button', { name: FOLDER_TEXTS.deleteSelected(2) }));
    const confirm = await screen.findByRole('dialog', { name: FOLDER_TEXTS.deleteSelectedTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(ORGANISE_SUCCESS.foldersDeleted(2))).toBeInTheDocument();
    expect(deleted).toEqual([[mine.id, second.id]]);
    // the mode resets after the delete
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('creates a folder: the button waits for a name, the fields reset afterwards', async () => {
    const user = renderPage([]);
    const created: unknown[] = [];
    server.use(
      mockEndpoint(foldersEndpoints.create, async (request) => {
        created.push(await request.json());
        return makeFolder({ name: 'Bikes' });
      }),
    );
    await user.click((await screen.findAllByRole('button', { name: FOLDER_TEXTS.createFolder }))[0]!);
    let dialog = await screen.findByRole('dialog', { name: FOLDER_TEXTS.createDialogTitle });
    expect(within(dialog).getByText(FOLDER_TEXTS.createDialogDescription)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: FOLDER_TEXTS.createFolder });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByPlaceholderText(FOLDER_TEXTS.namePlaceholder), '  Bikes ');
    await user.click(submit);
    expect(await screen.findByText(ORGANISE_SUCCESS.folderCreated)).toBeInTheDocument();
    // a new folder takes the currency of the browser's region (en-US here)
    expect(created).toEqual([{ name: 'Bikes', description: null, parentFolderId: null, currency: 'USD' }]);

    await user.click(screen.getAllByRole('button', { name: FOLDER_TEXTS.createFolder })[0]!);
    dialog = await screen.findByRole('dialog', { name: FOLDER_TEXTS.createDialogTitle });
    expect(within(dialog).getByPlaceholderText(FOLDER_TEXTS.namePlaceholder)).toHaveValue('');
  });
});
