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
  sharingEndpoints,
} from '@shortlist/contracts';
import { gate } from '@/testing/gate';
import { server } from '@/testing/msw-server';
import { makeItem, signedIn, VIEWER_ID } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { ItemDetailPage } from './item-detail-page';

const ME = { id: VIEWER_ID, nickname: 'ada', fullName: 'Ada Lovelace', avatarUrl: null };

/**
 * The item page of an item I rated 3, seen with `role`; the rating routes wait for `held`, then answer with
 * `refusal` or save the rating (the item's next read carries it).
 */
function renderPage(
  held: Promise<void>,
  { role = 'owner', refusal }: { role?: FolderRole; refusal?: Response },
) {
  const item: ItemDetail = {
    ...makeItem({ name: 'Flat on Main', myRating: 3 }),
    creator: ME,
    folderName: 'Flats',
    isFolderOwner: role === 'owner',
    myRole: role,
    revision: 1,
    ratings: [],
    attributes: [],
  };
  const sent: number[] = [];
  const reads = { count: 0 };
  server.use(
    signedIn(),
    mockEndpoint(itemsEndpoints.get, () => {
      reads.count += 1;
      return item;
    }),
    mockEndpoint(itemDetailEndpoints.listNotes, { notes: [] }),
    mockEndpoint(itemDetailEndpoints.listSteps, { steps: [] }),
    mockEndpoint(itemDetailEndpoints.listMedia, { media: [] }),
    mockEndpoint(sharingEndpoints.listCollaborators, {
      owner: ME,
      collaborators: [],
      invitations: [],
    } as never),
    mockEndpoint(itemDetailEndpoints.setRating, async (request) => {
      const { rating } = (await request.json()) as { rating: number };
      sent.push(rating);
      await held;
      if (refusal) return refusal;
      item.myRating = rating;
      item.ratings = [{ user: ME, rating }];
      return { rating };
    }),
    mockEndpoint(itemDetailEndpoints.clearRating, async () => {
      sent.push(0);
      await held;
      if (refusal) return refusal;
      item.myRating = null;
      item.ratings = [];
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
  return { sent, reads };
}

/** A star of "Your Rating" on the Basic Information card. */
const star = async (n: number) => {
  const group = await screen.findByRole('radiogroup', { name: ITEM_TEXTS.yourRating });
  return within(group).getByRole('radio', { name: ITEM_TEXTS.ratingStar(n) });
};

/** Every value the star's aria-checked takes from now on: a flicker shows as a value coming back. */
function watchChecked(element: Element) {
  const seen: Array<string | null> = [];
  const observer = new MutationObserver(() => {
    const now = element.getAttribute('aria-checked');
    if (seen.at(-1) !== now) seen.push(now);
  });
  observer.observe(element, { attributes: true, attributeFilter: ['aria-checked'] });
  return { seen, stop: () => observer.disconnect() };
}

describe('ItemDetailPage: my rating changes before the server answers', () => {
  it('shows a star at once, keeps it when the server saves it, and sends no second rating meanwhile', async () => {
    const user = userEvent.setup();
    const held = gate();
    const { sent, reads } = renderPage(held.opened, {});
    const six = await star(6);
    const watch = watchChecked(six);
    await user.click(six);
    expect(six).toHaveAttribute('aria-checked', 'true');
    expect(await star(3)).toHaveAttribute('aria-checked', 'false');
    // a second choice while the first is on its way is not sent
    await user.click(await star(8));
    held.open();
    expect(await screen.findByText(ITEM_DETAIL_TEXTS.ratingSaved)).toBeInTheDocument();
    // the page reads the item again (everyone's ratings now hold mine) and still shows 6
    await waitFor(() => expect(reads.count).toBeGreaterThan(1));
    expect(await star(6)).toHaveAttribute('aria-checked', 'true');
    watch.stop();
    expect(watch.seen).toEqual(['true']);
    expect(sent).toEqual([6]);
  });

  it('puts the old rating back with the server message when the server refuses', async () => {
    const user = userEvent.setup();
    const held = gate();
    renderPage(held.opened, { refusal: errorResponse(400, 'VALIDATION_ERROR', 'Ratings are closed') });
    await user.click(await star(6));
    expect(await star(6)).toHaveAttribute('aria-checked', 'true');
    held.open();
    expect(await screen.findByText('Ratings are closed')).toBeInTheDocument();
    await waitFor(async () => expect(await star(3)).toHaveAttribute('aria-checked', 'true'));
    expect(await star(6)).toHaveAttribute('aria-checked', 'false');
  });

  it('clears the rating at once with the current star, and keeps it cleared', async () => {
    const user = userEvent.setup();
    const held = gate();
    const { sent } = renderPage(held.opened, {});
    await user.click(await star(3));
    expect(await star(3)).toHaveAttribute('aria-checked', 'false');
    held.open();
    expect(await screen.findByText(ORGANISE_SUCCESS.ratingRemoved)).toBeInTheDocument();
    expect(await star(3)).toHaveAttribute('aria-checked', 'false');
    expect(sent).toEqual([0]);
  });
});

describe('ItemDetailPage: "Rate" saves at once', () => {
  const rateIn = async (n: number) => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: ITEM_DETAIL_TEXTS.rate }));
    const dialog = screen.getByRole('dialog', { name: ITEM_DETAIL_TEXTS.rateTitle('Flat on Main') });
    await user.click(within(dialog).getByRole('radio', { name: ITEM_TEXTS.ratingStar(n) }));
    await user.click(within(dialog).getByRole('button', { name: ITEM_DETAIL_TEXTS.saveRating }));
    return user;
  };

  it('closes and shows the rating on the page before the server answers, then keeps it', async () => {
    const held = gate();
    const { sent } = renderPage(held.opened, { role: 'rater' });
    const seven = await star(7);
    const watch = watchChecked(seven);
    const user = await rateIn(7);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seven).toHaveAttribute('aria-checked', 'true');
    // reopened while the rating is on its way, "Save Rating" waits for the answer
    await user.click(screen.getByRole('button', { name: ITEM_DETAIL_TEXTS.rate }));
    const again = screen.getByRole('dialog', { name: ITEM_DETAIL_TEXTS.rateTitle('Flat on Main') });
    await user.click(within(again).getByRole('radio', { name: ITEM_TEXTS.ratingStar(9) }));
    expect(within(again).getByRole('button', { name: ITEM_DETAIL_TEXTS.saveRating })).toBeDisabled();
    await user.keyboard('{Escape}');
    held.open();
    expect(await screen.findByText(ITEM_DETAIL_TEXTS.ratingSaved)).toBeInTheDocument();
    expect(await star(7)).toHaveAttribute('aria-checked', 'true');
    watch.stop();
    expect(watch.seen).toEqual(['true']);
    expect(sent).toEqual([7]);
  });

  it('puts the old rating back with the server message when the server refuses', async () => {
    const held = gate();
    renderPage(held.opened, {
      role: 'rater',
      refusal: errorResponse(403, 'FORBIDDEN', 'You may not rate this item'),
    });
    await rateIn(7);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await star(7)).toHaveAttribute('aria-checked', 'true');
    held.open();
    expect(await screen.findByText('You may not rate this item')).toBeInTheDocument();
    await waitFor(async () => expect(await star(3)).toHaveAttribute('aria-checked', 'true'));
    expect(await star(7)).toHaveAttribute('aria-checked', 'false');
  });
});
