import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMPARE_SCREEN_TEXTS,
  COMPARE_TEXTS,
  compareEndpoints,
  type Comparison,
  HTTP_ERRORS,
  ROLE_TEXTS,
} from '@shortlist/contracts';
import { paths } from '@/config/paths';
import { server } from '@/testing/msw-server';
import { fakeId, signedIn } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { CollaborativeComparePage } from './collaborative-compare-page';
import { ComparePage } from './compare-page';

describe('ComparePage', () => {
  it('shows a stranger\'s compare URL as not found, without "Comparing 2 item(s)" above it', async () => {
    const folderId = fakeId();
    server.use(
      signedIn(),
      mockEndpoint(compareEndpoints.compare, () => errorResponse(404, 'NOT_FOUND', HTTP_ERRORS.notFound)),
    );
    renderWithApp(<ComparePage folderId={folderId} />, {
      path: `/compare?items=${fakeId()},${fakeId()}&type=attributes`,
      routePath: '/compare',
    });
    expect(await screen.findByText(COMPARE_SCREEN_TEXTS.notFoundDescription)).toBeInTheDocument();
    expect(screen.getByText(COMPARE_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByText(/Comparing \d item/)).not.toBeInTheDocument();
    // the folder is not theirs either: the way back is to their own folders
    expect(screen.getByRole('link', { name: COMPARE_SCREEN_TEXTS.backToFolders })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: COMPARE_TEXTS.title })).toHaveLength(1);
  });

  // folders §2: the collaborative comparison is reached from the compare page's collaborative mode
  describe('the per-item ratings view (/collaborative-compare)', () => {
    const folderId = fakeId();
    const ids = [fakeId(), fakeId()];
    const items = ids.map((id, n) => ({
      id,
      name: `Flat ${n + 1}`,
      description: null,
      folderId,
      categoryName: 'Homes',
      priceCents: null,
      currency: 'USD',
      creator: null,
      creatorName: 'Ada Lovelace',
      myRating: 7,
    }));
    const comparison = (type: Comparison['type']): Comparison => ({
      folderId,
      type,
      items,
      attributes: [],
      collaborative:
        type === 'collaborative'
          ? {
              members: [
                {
                  user: { id: fakeId(), fullName: 'Ada Lovelace', nickname: 'ada' },
                  permission: 'owner',
                  role: 'owner',
                  isViewer: true,
                  ratings: [7, 7],
                },
              ],
              averages: [7, 7],
            }
          : null,
    });
    const comparePath = (type: string) => `${paths.compare(folderId, ids, type as Comparison['type'])}`;

    it('is linked from a collaborative comparison, with the compared items', async () => {
      server.use(
        signedIn({ isPremium: true }),
        mockEndpoint(compareEndpoints.compare, comparison('collaborative')),
      );
      const { router } = renderWithApp(<ComparePage folderId={folderId} />, {
        path: comparePath('collaborative'),
        routePath: '/app/folder/:folderId/compare',
      });
      await userEvent.click(await screen.findByRole('link', { name: COMPARE_SCREEN_TEXTS.perItemView }));
      expect(router.state.location.pathname).toBe(paths.collaborativeCompare(folderId));
      expect(router.state.location.search).toBe(`?items=${ids.join(',')}`);
    });

    it('is not offered beside an attribute comparison', async () => {
      server.use(
        signedIn({ isPremium: true }),
        mockEndpoint(compareEndpoints.compare, comparison('attributes')),
      );
      renderWithApp(<ComparePage folderId={folderId} />, {
        path: comparePath('attributes'),
        routePath: '/app/folder/:folderId/compare',
      });
      expect(await screen.findByText(COMPARE_TEXTS.comparing(2))).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: COMPARE_SCREEN_TEXTS.perItemView })).not.toBeInTheDocument();
    });

    it('opens with the linked items selected', async () => {
      server.use(
        signedIn({ isPremium: true }),
        mockEndpoint(compareEndpoints.collaborativeRatings, {
          folder: { id: folderId, name: 'Flats', isShared: true },
          items: [
            ...items.map((i) => ({
              id: i.id,
              name: i.name,
              description: null,
              myRating: 7,
              average: 7,
              ratings: [],
            })),
            {
              id: fakeId(),
              name: 'Not compared',
              description: null,
              myRating: null,
              average: null,
              ratings: [],
            },
          ],
        }),
      );
      renderWithApp(<CollaborativeComparePage folderId={folderId} />, {
        path: `${paths.collaborativeCompare(folderId)}?items=${ids.join(',')}`,
      });
      expect(await screen.findByRole('button', { name: /Flat 1/, pressed: true })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Flat 2/, pressed: true })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Not compared/, pressed: false })).toBeInTheDocument();
    });

    it("names each rater's role as Manage Access does (a rater is no Editor)", async () => {
      const rating = (fullName: string, role: 'owner' | 'rater' | 'editor', value: number) => ({
        user: { id: fakeId(), fullName, nickname: fullName.toLowerCase() },
        permission: role === 'owner' ? ('owner' as const) : ('edit' as const),
        role,
        isViewer: false,
        rating: value,
      });
      server.use(
        signedIn({ isPremium: true }),
        mockEndpoint(compareEndpoints.collaborativeRatings, {
          folder: { id: folderId, name: 'Flats', isShared: true },
          items: items.map((i) => ({
            id: i.id,
            name: i.name,
            description: null,
            myRating: null,
            average: 6,
            ratings: [rating('Olive', 'owner', 8), rating('Rita', 'rater', 4), rating('Eddie', 'editor', 6)],
          })),
        }),
      );
      renderWithApp(<CollaborativeComparePage folderId={folderId} />, {
        path: `${paths.collaborativeCompare(folderId)}?items=${ids.join(',')}`,
      });
      const item = await screen.findByRole('listitem', { name: items[0]!.name });
      const rows = within(within(item).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(rows).toEqual([
        `Olive${ROLE_TEXTS.names.owner}8/10`,
        `Rita${ROLE_TEXTS.names.rater}4/10`,
        `Eddie${ROLE_TEXTS.names.editor}6/10`,
      ]);
    });
  });
});
