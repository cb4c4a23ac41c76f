import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authEndpoints,
  HTTP_ERRORS,
  ITEM_TEXTS,
  PUBLIC_LINK_ERRORS,
  PUBLIC_LINK_TEXTS,
  publicLinksEndpoints,
  type PublicItem,
  type PublicView,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/session-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { PublicFolderPage } from './public-folder-page';

afterEach(() => sessionStorage.clear());

const TOKEN = 'a'.repeat(43);
const item = (name: string, priceCents: number): PublicItem => ({
  id: crypto.randomUUID(),
  name,
  description: null,
  priceCents,
  currency: 'USD',
  sourceUrl: 'https://shop.example/x',
  categoryName: 'Lamps',
  rating: 7,
  photoUrls: [],
  attributes: [
    { name: 'Colour', attributeType: 'text', unit: null, preference: 'none', options: [], value: 'Brass' },
    {
      name: 'Weight',
      attributeType: 'number',
      unit: 'kg',
      preference: 'lower',
      options: [],
      value: String(priceCents / 1000),
    },
  ],
});
const brass = item('Brass lamp', 8_900);
const paper = item('Paper lamp', 2_500);
const view: PublicView = {
  folder: {
    id: crypto.randomUUID(),
    name: 'Reading lamps',
    description: 'For the study',
    items: [brass, paper],
    ranking: [
      { itemId: paper.id, rank: 1, score: 80 },
      { itemId: brass.id, rank: 2, score: 40 },
    ],
  },
  subfolders: [],
  includesNotes: false,
  expiresAt: null,
};

const signedOut = () =>
  mockEndpoint(authEndpoints.refresh, () => errorResponse(401, 'UNAUTHORIZED', 'Signed out'));

describe('the public page', () => {
  it('shows the items, the ranking and the comparison table, read-only, to a signed-out visitor', async () => {
    server.use(signedOut(), mockEndpoint(publicLinksEndpoints.view, view));
    renderWithApp(<PublicFolderPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reading lamps' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Brass lamp' })).toBeInTheDocument();
    const ranking = screen.getByRole('region', { name: PUBLIC_LINK_TEXTS.ranking });
    expect(ranking).toHaveTextContent(/Paper lamp.*80\/100.*Brass lamp.*40\/100/);
    expect(screen.getByRole('table')).toHaveTextContent('$25.00');
    expect(screen.getByRole('table')).toHaveTextContent('Brass');
    // values with their units; each row's best as it prefers: the lighter lamp, the lower price
    const table = screen.getByRole('table');
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Weight')).toHaveTextContent('8.9 kg');
    expect(within(row('Weight')).getAllByRole('cell')[1]).toHaveAttribute('data-best', 'true');
    expect(within(row('Weight')).getAllByRole('cell')[0]).not.toHaveAttribute('data-best');
    expect(within(row(ITEM_TEXTS.price)).getAllByRole('cell')[1]).toHaveAttribute('data-best', 'true');
    expect(
      within(row('Colour'))
        .queryAllByRole('cell')
        .filter((c) => c.hasAttribute('data-best')),
    ).toEqual([]);
    expect(await screen.findByRole('button', { name: PUBLIC_LINK_TEXTS.saveCopySignIn })).toBeInTheDocument();
  });

  it('saves a copy for a signed-in visitor and opens it', async () => {
    const folderId = crypto.randomUUID();
    server.use(
      signedIn(),
      mockEndpoint(publicLinksEndpoints.view, view),
      mockEndpoint(publicLinksEndpoints.copy, { folderId, itemCount: 2 }),
    );
    const user = userEvent.setup();
    const { router } = renderWithApp(<PublicFolderPage token={TOKEN} />, {
      path: `/s/${TOKEN}`,
      routePath: '/s/:token',
    });
    await user.click(await screen.findByRole('button', { name: PUBLIC_LINK_TEXTS.saveCopy }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/folder/${folderId}`));
  });

  it('sends a signed-out visitor to sign up, to come back to this page', async () => {
    server.use(signedOut(), mockEndpoint(publicLinksEndpoints.view, view));
    const user = userEvent.setup();
    const { router } = renderWithApp(<PublicFolderPage token={TOKEN} />, {
      path: `/s/${TOKEN}`,
      routePath: '/s/:token',
    });
    await user.click(await screen.findByRole('button', { name: PUBLIC_LINK_TEXTS.saveCopySignIn }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(sessionStorage.getItem('shortlist:return-path')).toBe(`/s/${TOKEN}`);
  });

  it('says plainly that a revoked or unknown link is not available', async () => {
    server.use(
      signedOut(),
      mockEndpoint(publicLinksEndpoints.view, () =>
        errorResponse(404, 'NOT_FOUND', PUBLIC_LINK_ERRORS.unavailable),
      ),
    );
    renderWithApp(<PublicFolderPage token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { name: PUBLIC_LINK_TEXTS.unavailableTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(PUBLIC_LINK_ERRORS.unavailable)).toBeInTheDocument();
  });

  it('gives a visitor past the per-IP budget a page that says so', async () => {
    server.use(
      signedOut(),
      mockEndpoint(publicLinksEndpoints.view, () =>
        errorResponse(429, 'RATE_LIMITED', HTTP_ERRORS.rateLimited),
      ),
    );
    renderWithApp(<PublicFolderPage token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: PUBLIC_LINK_TEXTS.rateLimitedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(HTTP_ERRORS.rateLimited)).toBeInTheDocument();
  });
});
