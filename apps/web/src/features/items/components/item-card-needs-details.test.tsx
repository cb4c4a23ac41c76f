import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CAPTURE_TEXTS } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { makeItem, signedIn } from '@/testing/organise-fixtures';
import { renderWithApp } from '@/testing/render';
import { ItemCard } from './item-card';

function renderCard(needsDetails: boolean) {
  server.use(signedIn());
  renderWithApp(
    <ItemCard
      item={makeItem({ needsDetails })}
      selecting={false}
      selected={false}
      onSelectedChange={() => {}}
    />,
  );
}

describe('ItemCard "Needs details"', () => {
  it('flags an item added without a required value', () => {
    renderCard(true);
    expect(screen.getByText(CAPTURE_TEXTS.needsDetails)).toHaveAttribute(
      'title',
      CAPTURE_TEXTS.needsDetailsHint,
    );
  });

  it('says nothing on a complete item', () => {
    renderCard(false);
    expect(screen.queryByText(CAPTURE_TEXTS.needsDetails)).not.toBeInTheDocument();
  });
});
