import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ITEM_TEXTS, type ItemDetail } from '@shortlist/contracts';
import type { Draft } from '@/features/item-detail/lib/draft';
import { server } from '@/testing/msw-server';
import { makeAttributeValue, makeItem, signedIn, VIEWER_ID } from '@/testing/organise-fixtures';
import { renderWithApp } from '@/testing/render';
import { CharacteristicsCard } from './characteristics-card';

const heating = makeAttributeValue({
  name: 'Heating',
  attributeType: 'text',
  isRequired: false,
  options: ['Gas', 'Heat pump'],
  value: 'Gas',
});
const item: ItemDetail = {
  ...makeItem(),
  creator: { id: VIEWER_ID, nickname: 'ada', fullName: null, avatarUrl: null },
  folderName: 'Flats',
  isFolderOwner: true,
  myRole: 'owner',
  revision: 1,
  ratings: [],
  attributes: [heating],
};

/** Edit mode with a live draft, as the item page holds it. */
function EditMode() {
  const [draft, setDraft] = useState({ attributes: { [heating.categoryAttributeId]: 'Gas' } } as Draft);
  return (
    <CharacteristicsCard
      item={item}
      draft={draft}
      errors={{}}
      onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
    />
  );
}

describe('CharacteristicsCard in edit mode', () => {
  it('offers an attribute’s options in the styled select Add New Item uses, "No value" included', async () => {
    server.use(signedIn());
    const user = userEvent.setup();
    renderWithApp(<EditMode />);
    const select = screen.getByRole('combobox', { name: /^Heating/ });
    // the design system's select (a button opening a list), not the browser's native <select>
    expect(select).not.toBeInstanceOf(HTMLSelectElement);
    expect(select).toHaveTextContent('Gas');

    select.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Heat pump' }));
    expect(screen.getByRole('combobox', { name: /^Heating/ })).toHaveTextContent('Heat pump');

    screen.getByRole('combobox', { name: /^Heating/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: ITEM_TEXTS.noValue }));
    expect(screen.getByRole('combobox', { name: /^Heating/ })).toHaveTextContent(ITEM_TEXTS.noValue);
  });
});
