import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPARE, COMPARE_TEXTS } from '@shortlist/contracts';
import { makeItem } from '@/testing/organise-fixtures';
import { renderWithApp } from '@/testing/render';
import { COMPARE_VIEW_TEXTS as T } from '../lib/compare-view-texts';
import { ComparePicker } from './compare-picker';

const items = Array.from({ length: 6 }, (_, n) => makeItem({ name: `Flat ${n + 1}`, folderId: 'f1' }));

describe('ComparePicker', () => {
  it('explains the choice, allows up to the maximum, and opens the comparison of the ticked items in order', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<ComparePicker folderId="f1" items={items} />, { path: '/compare' });
    expect(screen.getByText(T.pickHint)).toBeInTheDocument();
    const start = () => screen.getByRole('button', { name: /^Start Comparison/ });
    expect(start()).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: COMPARE_TEXTS.selectForComparison('Flat 3') }));
    expect(start()).toBeDisabled();
    for (const n of [1, 2, 4, 5])
      await user.click(
        screen.getByRole('checkbox', { name: COMPARE_TEXTS.selectForComparison(`Flat ${n}`) }),
      );
    expect(screen.getByText(COMPARE_TEXTS.counter(COMPARE.maxItems, COMPARE.maxItems))).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: COMPARE_TEXTS.selectForComparison('Flat 6') }),
    ).toBeDisabled();

    await user.click(screen.getByRole('button', { name: COMPARE_TEXTS.startComparison(5) }));
    const ids = [2, 0, 1, 3, 4].map((i) => items[i]!.id).join(',');
    expect(router.state.location.search).toBe(`?items=${ids}&type=attributes`);
  });

  it('says that a folder with fewer than two items has nothing to compare', () => {
    renderWithApp(<ComparePicker folderId="f1" items={items.slice(0, 1)} />);
    expect(screen.getByText(T.pickNeedsMore)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Start Comparison/ })).not.toBeInTheDocument();
  });
});
