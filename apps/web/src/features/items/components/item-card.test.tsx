import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { COMMENT_TEXTS, ITEM_TEXTS, PRIVATE_ITEM_TEXTS } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { makeItem, signedIn } from '@/testing/organise-fixtures';
import { renderWithApp } from '@/testing/render';
import { ItemCard } from './item-card';

const marker = <span>Price rose</span>;

function renderCard(priceCents: number | null, commentCount = 0, isPrivate = false) {
  server.use(signedIn());
  renderWithApp(
    <ItemCard
      item={makeItem({ priceCents, commentCount, isPrivate })}
      selecting={false}
      selected={false}
      onSelectedChange={() => {}}
      onMoveTo={() => {}}
      priceMarker={marker}
    />,
  );
}

describe('ItemCard', () => {
  it('never shows a rise or drop beside "No price set"', () => {
    renderCard(null);
    expect(screen.getByText(ITEM_TEXTS.noPrice)).toBeInTheDocument();
    expect(screen.queryByText('Price rose')).not.toBeInTheDocument();
  });

  it('shows the marker beside a price', () => {
    renderCard(12_50);
    expect(screen.getByText('Price rose')).toBeInTheDocument();
  });

  it('shows how many comments the item has, and nothing without comments', () => {
    renderCard(null, 3);
    expect(screen.getByText(COMMENT_TEXTS.count(3))).toHaveClass('sr-only');
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('shows no comment count on an item without comments', () => {
    renderCard(null, 0);
    expect(screen.queryByText(COMMENT_TEXTS.count(0))).toBeNull();
  });

  it('says "Only you can see this item" on a private item only', () => {
    renderCard(null, 0, true);
    expect(screen.getByText(PRIVATE_ITEM_TEXTS.badge)).toBeInTheDocument();
  });

  it('has no private badge on a shared item', () => {
    renderCard(null);
    expect(screen.queryByText(PRIVATE_ITEM_TEXTS.badge)).not.toBeInTheDocument();
  });

  it('opens the item from anywhere on the card, but not while ticking cards', () => {
    server.use(signedIn());
    const item = makeItem({});
    const card = (selecting: boolean) => (
      <ItemCard item={item} selecting={selecting} selected={false} onSelectedChange={() => {}} />
    );
    const { unmount } = renderWithApp(card(false));
    // the "View Item" link's box stretches over the card (the handle, menu and checkbox sit above it)
    expect(screen.getByRole('link', { name: ITEM_TEXTS.viewItem })).toHaveClass(
      'after:absolute',
      'after:inset-0',
    );
    unmount();
    renderWithApp(card(true));
    expect(screen.getByRole('link', { name: ITEM_TEXTS.viewItem })).not.toHaveClass('after:absolute');
  });
});
