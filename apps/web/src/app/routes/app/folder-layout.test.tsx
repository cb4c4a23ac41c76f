import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import {
  activityEndpoints,
  APP_ROUTES,
  decideEndpoints,
  FOLDER_TEXTS,
  foldersEndpoints,
  ITEM_TEXTS,
  linkImportEndpoints,
  notificationsEndpoints,
  type FolderDetail,
} from '@shortlist/contracts';
import { FOLDER_VIEW_TEXTS } from '@/features/folders/lib/folder-view-texts';
import { ITEM_CARD_TEXTS } from '@/features/items/lib/item-card-texts';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { makeDecisionView } from '@/testing/decide-fixtures';
import { server } from '@/testing/msw-server';
import { makeFolder, makeItem, signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint } from '@/testing/render';
import FolderRoute from './folder';
import { FolderLayout } from './folder/folder-layout';

const folder = makeFolder({ name: 'Flats' });
const loft = makeItem({
  name: 'Loft',
  folderId: folder.id,
  keyFacts: [
    { name: 'Area', attributeType: 'number', value: '85', unit: 'm2' },
    { name: 'Balcony', attributeType: 'yes_no', value: 'yes', unit: null },
  ],
});
const studio = makeItem({ name: 'Studio', folderId: folder.id });
const detail: FolderDetail = { folder, breadcrumb: [], subfolders: [], items: [loft, studio] };

const decision = {
  ...makeDecisionView(folder.id, [{ id: loft.id }, { id: studio.id }]),
  ranking: [
    { itemId: loft.id, rank: 1, score: 90, contributions: [], knockOuts: [] },
    { itemId: studio.id, rank: 2, score: 40, contributions: [], knockOuts: [] },
  ],
};

/** The folder's frame with the Items tab and a stand-in for the other tabs, as the app's router nests them. */
function renderFolder() {
  server.use(
    signedIn(),
    mockEndpoint(foldersEndpoints.get, detail),
    mockEndpoint(decideEndpoints.view, decision),
    mockEndpoint(linkImportEndpoints.folderTrends, { trends: [] }),
    mockEndpoint(notificationsEndpoints.getSettings, { email: 'each', mutedFolderIds: [] }),
    mockEndpoint(activityEndpoints.list, { entries: [], nextCursor: null }),
  );
  const router = createMemoryRouter(
    [
      {
        element: <FolderLayout />,
        children: [
          { path: APP_ROUTES.folder, element: <FolderRoute /> },
          { path: APP_ROUTES.activity, element: <p>the activity</p> },
        ],
      },
    ],
    { initialEntries: [`/app/folder/${folder.id}`] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </SWRConfig>,
  );
  return { user: userEvent.setup(), router };
}

describe('The folder frame', () => {
  it('shows the tab bar under the title, with the item count', async () => {
    renderFolder();
    await screen.findByRole('heading', { level: 1, name: 'Flats' });
    const tabs = screen.getByRole('navigation', { name: FOLDER_VIEW_TEXTS.tabsLabel });
    expect(within(tabs).getByRole('link', { name: 'Items 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the search when the person switches tabs and comes back', async () => {
    const { user, router } = renderFolder();
    await screen.findByRole('article', { name: 'Loft' });
    await user.type(screen.getByPlaceholderText(FOLDER_TEXTS.searchContents), 'stu');
    expect(screen.queryByRole('article', { name: 'Loft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: FOLDER_VIEW_TEXTS.activityTab }));
    expect(await screen.findByText('the activity')).toBeInTheDocument();
    // the header stays: one frame around every tab
    expect(screen.getByRole('heading', { level: 1, name: 'Flats' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /^Items/ }));
    expect(router.state.location.pathname).toBe(`/app/folder/${folder.id}`);
    expect(screen.getByPlaceholderText(FOLDER_TEXTS.searchContents)).toHaveValue('stu');
    expect(screen.getByRole('article', { name: 'Studio' })).toBeInTheDocument();
  });

  it('leads with Add Item; the other tools fold behind More tools, which opens them', async () => {
    const { user } = renderFolder();
    await screen.findByRole('article', { name: 'Loft' });
    expect(screen.getByRole('button', { name: FOLDER_TEXTS.addItem })).toBeInTheDocument();
    const more = screen.getByRole('button', { name: FOLDER_VIEW_TEXTS.moreTools });
    const tools = screen.getByRole('group', { name: FOLDER_VIEW_TEXTS.toolbarLabel });
    expect(more).toHaveAttribute('aria-controls', tools.id);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // every tool the spec names is there by its name, a phone's CSS hides the row until More tools opens it
    for (const name of [FOLDER_TEXTS.createSubfolder, FOLDER_TEXTS.compareItems, FOLDER_TEXTS.delete])
      expect(within(tools).getByRole('button', { name })).toBeInTheDocument();
    expect(tools).toHaveClass('hidden', 'sm:flex');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(tools).not.toHaveClass('hidden');
  });

  it('folds the sort and the status filter behind one toggle on a phone', async () => {
    const { user } = renderFolder();
    await screen.findByRole('article', { name: 'Loft' });
    const toggle = screen.getByRole('button', { name: FOLDER_VIEW_TEXTS.sortAndFilter });
    expect(toggle).toHaveClass('sm:hidden');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(region).getByRole('combobox', { name: ITEM_TEXTS.sortBy })).toBeInTheDocument();
    expect(region).toHaveClass('hidden', 'sm:block');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(region).not.toHaveClass('hidden');
  });

  it("shows each card's key facts, and its rank in the decision", async () => {
    renderFolder();
    const card = await screen.findByRole('article', { name: 'Loft' });
    const facts = within(within(card).getByLabelText(ITEM_CARD_TEXTS.keyFactsLabel));
    expect(facts.getByText('Area')).toBeInTheDocument();
    expect(facts.getByText('85 m2')).toBeInTheDocument();
    expect(facts.getByText('Yes')).toBeInTheDocument();
    expect(await within(card).findByText('Ranked 1 in the decision')).toHaveClass('sr-only');
    expect(within(screen.getByRole('article', { name: 'Studio' })).getByText('#2')).toBeInTheDocument();
  });
});
