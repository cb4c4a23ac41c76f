import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  decideEndpoints,
  FOLDER_TEXTS,
  foldersEndpoints,
  ITEM_TEXTS,
  linkImportEndpoints,
  notificationsEndpoints,
  type FolderDetail,
  type FolderSummary,
  type ItemCard,
} from '@shortlist/contracts';
import { anyDecisionView, makeDecisionView } from '@/testing/decide-fixtures';
import { server } from '@/testing/msw-server';
import { makeFolder, makeItem, signedIn } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import FolderRoute from './folder';
import { FolderLayout } from './folder/folder-layout';

const folder = makeFolder({ name: 'Flats', description: 'Where to live next' });
const parent = makeFolder({ name: 'Moving' });
const cheap = makeItem({
  name: 'Cheap',
  folderId: folder.id,
  priceCents: 50_000,
  myRating: 4,
  createdAt: '2026-03-01T10:00:00.000Z',
});
const dear = makeItem({
  name: 'Dear',
  folderId: folder.id,
  priceCents: 123_450,
  myRating: null,
  creator: null,
  createdAt: '2026-03-03T10:00:00.000Z',
});
const unpriced = makeItem({
  name: 'Unpriced',
  folderId: folder.id,
  priceCents: null,
  myRating: 9,
  createdAt: '2026-03-02T10:00:00.000Z',
});

/** Answers like the API: sorted by the query, missing values last. */
function sorted(items: ItemCard[], sort: string, order: string): ItemCard[] {
  const key = (i: ItemCard) =>
    sort === 'price' ? i.priceCents : sort === 'rating' ? i.myRating : Date.parse(i.createdAt);
  const known = items.filter((i) => key(i) !== null);
  const missing = items.filter((i) => key(i) === null);
  known.sort((a, b) => (key(a)! - key(b)!) * (order === 'asc' ? 1 : -1));
  return [...known, ...missing];
}

function renderPage(shown: FolderSummary = folder) {
  const queries: string[] = [];
  server.use(
    signedIn(),
    mockEndpoint(linkImportEndpoints.folderTrends, { trends: [] }),
    anyDecisionView(),
    mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
    mockEndpoint(foldersEndpoints.get, (request) => {
      const url = new URL(request.url);
      const sort = url.searchParams.get('sort') ?? 'date';
      const order = url.searchParams.get('order') ?? 'desc';
      queries.push(`${sort}/${order}`);
      const detail: FolderDetail = {
        folder: shown,
        breadcrumb: [{ id: parent.id, name: parent.name }],
        subfolders: [makeFolder({ name: 'Berlin', parentFolderId: folder.id })],
        items: sorted([cheap, dear, unpriced], sort, order),
      };
      return detail;
    }),
  );
  const user = userEvent.setup();
  renderWithApp(
    <FolderLayout>
      <FolderRoute />
    </FolderLayout>,
    { path: `/app/folder/${folder.id}`, routePath: '/app/folder/:folderId' },
  );
  return { user, queries };
}

const itemNames = () =>
  within(screen.getByRole('list', { name: FOLDER_TEXTS.itemsHeading }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

async function chooseSort(user: ReturnType<typeof userEvent.setup>, label: string) {
  screen.getByRole('combobox', { name: ITEM_TEXTS.sortBy }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: label }));
}

async function chooseStatus(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('Folder page', () => {
  it('hides adding, new subfolders, renaming and moving from a viewer or rater', async () => {
    const { user } = renderPage({ ...folder, isOwned: false, isShared: true, myRole: 'rater' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flats' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FOLDER_TEXTS.addItem })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FOLDER_TEXTS.createSubfolder })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FOLDER_TEXTS.delete })).not.toBeInTheDocument();
    // no handle to drag an item away, no "Move to" on its card
    const card = screen.getByRole('article', { name: 'Dear' });
    expect(within(card).queryByRole('button', { name: FOLDER_TEXTS.dragHandle('Dear') })).toBeNull();
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: FOLDER_TEXTS.folderActions }));
    expect(screen.queryByRole('menuitem', { name: FOLDER_TEXTS.editFolder })).not.toBeInTheDocument();
  });

  it('stops showing a folder the person has lost: a 404 on revalidation ends the page', async () => {
    const { user } = renderPage({ ...folder, isOwned: false, isShared: true, myRole: 'viewer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flats' })).toBeInTheDocument();
    // the owner removed them: the next read of the folder (here, another sort) answers 404
    server.use(mockEndpoint(foldersEndpoints.get, () => errorResponse(404, 'NOT_FOUND', 'Not found')));
    await chooseSort(user, ITEM_TEXTS.sortPrice);
    expect(await screen.findByText(FOLDER_TEXTS.folderLoadError)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Flats' })).not.toBeInTheDocument();
  });

  it('gives the owner Delete, disabled in an empty folder (folders §2)', async () => {
    const empty = makeFolder({ name: 'Empty' });
    server.use(
      signedIn(),
      mockEndpoint(linkImportEndpoints.folderTrends, { trends: [] }),
      anyDecisionView(),
      mockEndpoint(foldersEndpoints.get, { folder: empty, breadcrumb: [], subfolders: [], items: [] }),
    );
    renderWithApp(
      <FolderLayout>
        <FolderRoute />
      </FolderLayout>,
      { path: `/app/folder/${empty.id}`, routePath: '/app/folder/:folderId' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Empty' })).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: FOLDER_TEXTS.delete });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAttribute('title', FOLDER_TEXTS.nothingToDelete);
  });

  it('lets the owner start deleting in a folder with contents', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: FOLDER_TEXTS.delete })).toBeEnabled();
  });

  it('shows breadcrumb, header and item cards with price, rating and creator', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Flats' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: FOLDER_TEXTS.breadcrumbLabel });
    expect(within(crumbs).getByRole('link', { name: FOLDER_TEXTS.home })).toHaveAttribute('href', '/app');
    expect(within(crumbs).getByRole('link', { name: 'Moving' })).toHaveAttribute(
      'href',
      `/app/folder/${parent.id}`,
    );
    expect(screen.getByRole('link', { name: FOLDER_TEXTS.back })).toHaveAttribute(
      'href',
      `/app/folder/${parent.id}`,
    );
    const dearCard = screen.getByRole('article', { name: 'Dear' });
    expect(within(dearCard).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(dearCard).getByText(ITEM_TEXTS.notRatedByYou)).toBeInTheDocument();
    expect(within(dearCard).getByText(ITEM_TEXTS.unknownUser)).toBeInTheDocument();
    const unpricedCard = screen.getByRole('article', { name: 'Unpriced' });
    expect(within(unpricedCard).getByText(ITEM_TEXTS.noPrice)).toBeInTheDocument();
    expect(within(unpricedCard).getByText('9/10')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Berlin' })).toBeInTheDocument();
  });

  it('lists items newest first, then by the chosen key and direction', async () => {
    const { user, queries } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Flats' });
    expect(itemNames()).toEqual(['Dear', 'Unpriced', 'Cheap']);
    expect(screen.getByRole('button', { name: ITEM_TEXTS.descending })).toBeInTheDocument();

    await chooseSort(user, ITEM_TEXTS.sortPrice);
    await screen.findByText('Dear');
    await expect.poll(itemNames).toEqual(['Dear', 'Cheap', 'Unpriced']);
    await user.click(screen.getByRole('button', { name: ITEM_TEXTS.descending }));
    await expect.poll(itemNames).toEqual(['Cheap', 'Dear', 'Unpriced']);
    expect(screen.getByRole('button', { name: ITEM_TEXTS.ascending })).toBeInTheDocument();

    await chooseSort(user, ITEM_TEXTS.sortRating);
    await expect.poll(itemNames).toEqual(['Cheap', 'Unpriced', 'Dear']);
    expect(queries).toEqual(['date/desc', 'price/desc', 'price/asc', 'rating/asc']);
  });

  it('filters and sorts items by their status in the decision, with sparkline and good deal on the cards', async () => {
    const { user } = renderPage();
    // after the page's own answers: the newest handler wins
    server.use(
      mockEndpoint(decideEndpoints.view, () =>
        makeDecisionView(folder.id, [
          { id: cheap.id, status: 'rejected', priceHistory: [60_000, 50_000], goodDeal: true },
          { id: dear.id, status: 'considering' },
          { id: unpriced.id, status: 'shortlisted' },
        ]),
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Flats' });
    const cheapCard = screen.getByRole('article', { name: 'Cheap' });
    expect(await within(cheapCard).findByText('Rejected')).toBeInTheDocument();
    expect(within(cheapCard).getByText('Good deal')).toBeInTheDocument();
    expect(within(cheapCard).getByRole('img', { name: 'Price history of Item' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Sort by status' }));
    expect(itemNames()).toEqual(['Unpriced', 'Dear', 'Cheap']);
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(filter).toHaveTextContent('All statuses');
    await chooseStatus(user, 'Rejected');
    expect(itemNames()).toEqual(['Cheap']);
    await chooseStatus(user, 'Chosen');
    expect(screen.getByText(FOLDER_TEXTS.noResultsTitle)).toBeInTheDocument();
    await chooseStatus(user, 'All statuses');
    expect(filter).toHaveTextContent('All statuses');
    expect(itemNames()).toEqual(['Unpriced', 'Dear', 'Cheap']);
  });

  it('shows "Decided: X on DATE" once an item is chosen, and offers to reopen', async () => {
    const { user } = renderPage();
    let reopened = false;
    const base = makeDecisionView(folder.id, [{ id: cheap.id, name: 'Cheap', status: 'chosen' }]);
    server.use(
      mockEndpoint(decideEndpoints.view, () =>
        reopened
          ? base
          : {
              ...base,
              decision: {
                id: '66666666-6666-4666-8666-666666666666',
                itemId: cheap.id,
                itemName: 'Cheap',
                decidedAt: '2026-02-03T10:00:00.000Z',
                decidedBy: 'Ada',
                reason: 'Best value',
                weightsUsed: 'mine' as const,
                weights: {},
                criteria: [],
                members: [],
                items: base.items,
                ranking: [],
                budgetCents: null,
              },
            },
      ),
      mockEndpoint(decideEndpoints.reopen, () => {
        reopened = true;
        return { reopened: true };
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Flats' });
    const banner = await screen.findByRole('region', { name: 'Decision' });
    expect(within(banner).getByText('Decided: Cheap on Feb 3, 2026')).toBeInTheDocument();
    expect(within(banner).getByText('Best value')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'See the decision' })).toHaveAttribute(
      'href',
      `/app/folder/${folder.id}/decide`,
    );
    await user.click(within(banner).getByRole('button', { name: 'Reopen the decision' }));
    expect(await screen.findByText('The decision is open again')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Decision' })).toBeNull());
  });

  it("mutes the folder's notifications from the folder page", async () => {
    const { user } = renderPage();
    let muted: unknown;
    server.use(
      mockEndpoint(notificationsEndpoints.muteFolder, async (request) => {
        muted = await request.json();
        return { folderId: folder.id, muted: true };
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Flats' });
    const mute = await screen.findByRole('button', { name: 'Mute notifications' });
    await waitFor(() => expect(mute).toBeEnabled());
    await user.click(mute);
    expect(await screen.findByText('Notifications for this folder are muted')).toBeInTheDocument();
    expect(muted).toEqual({ muted: true });
  });

  it('searches subfolders and items together and says when nothing matches', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Flats' });
    const search = screen.getByPlaceholderText(FOLDER_TEXTS.searchContents);
    await user.type(search, 'cheap');
    expect(itemNames()).toEqual(['Cheap']);
    expect(screen.queryByRole('article', { name: 'Berlin' })).not.toBeInTheDocument();
    await user.type(search, 'zzz');
    expect(screen.getByText(FOLDER_TEXTS.noResultsTitle)).toBeInTheDocument();
  });
});
