import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type FolderRole,
  type ItemDetail,
  ITEM_DETAIL_TEXTS,
  ITEM_TEXTS,
  itemDetailEndpoints,
  itemsEndpoints,
  ORGANISE_SUCCESS,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { fakeId, makeItem, signedIn, VIEWER_ID } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { ItemDetailPage } from './item-detail-page';

const ownerRef = { id: fakeId(), nickname: 'olive', fullName: 'Olive Owner', avatarUrl: null };
const me = { id: VIEWER_ID, nickname: 'rita', fullName: 'Rita Rater', avatarUrl: null };
const step = {
  id: fakeId(),
  itemId: fakeId(),
  text: 'Call the agent',
  completed: true,
  completedAt: '2026-03-02T10:00:00.000Z',
  creator: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  dueAt: null,
  assignee: null,
  remindBeforeMinutes: null,
};

/** The item page of a shared folder's item, seen by someone with `role`; every rating sent is recorded. */
function renderAs(role: FolderRole) {
  const item: ItemDetail = {
    ...makeItem({ name: 'Loft', myRating: null }),
    creator: ownerRef,
    folderName: 'Homes',
    isFolderOwner: false,
    myRole: role,
    revision: 1,
    ratings: [{ user: ownerRef, rating: 8 }],
    attributes: [],
  };
  const rated: unknown[] = [];
  server.use(
    signedIn(),
    mockEndpoint(itemsEndpoints.get, item),
    mockEndpoint(itemDetailEndpoints.listNotes, { notes: [] }),
    mockEndpoint(itemDetailEndpoints.listSteps, { steps: [step] }),
    mockEndpoint(itemDetailEndpoints.listMedia, { media: [] }),
    mockEndpoint(itemDetailEndpoints.setRating, async (request) => {
      const body = (await request.json()) as { rating: number };
      rated.push(body);
      // the next read of the item carries the new rating, mine among everyone's
      item.myRating = body.rating;
      item.ratings = [...item.ratings, { user: me, rating: body.rating }];
      return { rating: body.rating };
    }),
    mockEndpoint(itemDetailEndpoints.clearRating, () => {
      rated.push({ rating: 0 });
      item.myRating = null;
      item.ratings = item.ratings.filter((r) => r.user.id !== me.id);
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
  return { rated };
}

describe('ItemDetailPage by role', () => {
  it('offers a rater only "Rate": no edit mode, next steps read-only; the rating joins everyone\'s', async () => {
    const user = userEvent.setup();
    const { rated } = renderAs('rater');
    await screen.findByRole('heading', { name: 'Loft', level: 1 });
    expect(screen.queryByRole('button', { name: ITEM_DETAIL_TEXTS.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: ITEM_DETAIL_TEXTS.toggleStep(step.text) })).toBeNull();
    expect(screen.getByText(ITEM_DETAIL_TEXTS.stepDone)).toBeInTheDocument();
    const everyone = screen.getByRole('list', { name: ITEM_DETAIL_TEXTS.everyonesRatings });
    expect(within(everyone).getByRole('listitem')).toHaveTextContent('Olive Owner8/10');

    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.rate }));
    const dialog = screen.getByRole('dialog', { name: ITEM_DETAIL_TEXTS.rateTitle('Loft') });
    const save = within(dialog).getByRole('button', { name: ITEM_DETAIL_TEXTS.saveRating });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: ITEM_TEXTS.ratingStar(7) }));
    await user.click(save);
    await waitFor(() => expect(rated).toEqual([{ rating: 7 }]));
    expect(await screen.findByText(ITEM_DETAIL_TEXTS.ratingSaved)).toBeInTheDocument();
    await waitFor(() => expect(within(everyone).getAllByRole('listitem')).toHaveLength(2));
    expect(within(everyone).getAllByRole('listitem')[1]).toHaveTextContent(`${ITEM_TEXTS.you}7/10`);

    // choosing the current star again clears it: "Rating removed successfully!"
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.rate }));
    const again = screen.getByRole('dialog', { name: ITEM_DETAIL_TEXTS.rateTitle('Loft') });
    await user.click(within(again).getByRole('radio', { name: ITEM_TEXTS.ratingStar(7) }));
    await user.click(within(again).getByRole('button', { name: ITEM_DETAIL_TEXTS.saveRating }));
    await waitFor(() => expect(rated).toEqual([{ rating: 7 }, { rating: 0 }]));
    expect(await screen.findByText(ORGANISE_SUCCESS.ratingRemoved)).toBeInTheDocument();
  });

  it('offers a viewer nothing to change', async () => {
    renderAs('viewer');
    await screen.findByRole('heading', { name: 'Loft', level: 1 });
    expect(screen.queryByRole('button', { name: ITEM_DETAIL_TEXTS.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ITEM_DETAIL_TEXTS.rate })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('gives an editor edit mode and the step ticks, and no separate "Rate"', async () => {
    renderAs('editor');
    expect(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.edit })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: ITEM_DETAIL_TEXTS.toggleStep(step.text) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ITEM_DETAIL_TEXTS.rate })).not.toBeInTheDocument();
  });
});
