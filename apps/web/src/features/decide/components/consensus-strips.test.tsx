import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DECIDE_TEXTS as T } from '@shortlist/contracts';
import { makeDecisionItem } from '@/testing/decide-fixtures';
import { ConsensusStrips } from './consensus-strips';

const members = [
  { userId: '11111111-1111-4111-8111-111111111111', name: 'Ada Lovelace', isViewer: true },
  { userId: '22222222-2222-4222-8222-222222222222', name: 'Bob Builder', isViewer: false },
];

function renderStrips() {
  render(
    <ConsensusStrips
      members={members}
      items={[
        makeDecisionItem('a', 'House on Park Lane', 100, {
          consensus: { ratings: [9, 2], average: 5.5, spread: 7, disagree: true, notRatedByOthers: false },
        }),
        makeDecisionItem('b', 'Cottage by the Mill', 100, {
          consensus: { ratings: [7, 8], average: 7.5, spread: 1, disagree: false, notRatedByOthers: false },
        }),
        makeDecisionItem('c', 'Terrace on Bootham', 100, {
          consensus: {
            ratings: [6, null],
            average: 6,
            spread: null,
            disagree: false,
            notRatedByOthers: true,
          },
        }),
        // a folder's own items only: an item without a consensus has no strip
        makeDecisionItem('d', 'Not shared', 100),
      ]}
    />,
  );
  return screen.getByRole('table', { name: T.consensus });
}

const strip = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name }))!;

describe('ConsensusStrips', () => {
  it("shows each person's rating, the average, the spread and that people disagree", () => {
    const table = renderStrips();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const disputed = strip(table, 'House on Park Lane');
    expect(disputed).toHaveTextContent('Ada Lovelace 9');
    expect(disputed).toHaveTextContent('Bob Builder 2');
    expect(disputed).toHaveTextContent(`${T.average} 5.5`);
    expect(disputed).toHaveTextContent(`${T.spread} 7`);
    expect(within(disputed).getByText(T.disagree)).toBeInTheDocument();
  });

  it('marks no disagreement where people agree, and says who has not rated yet', () => {
    const table = renderStrips();
    const agreed = strip(table, 'Cottage by the Mill');
    expect(agreed).toHaveTextContent(`${T.spread} 1`);
    expect(within(agreed).queryByText(T.disagree)).not.toBeInTheDocument();
    const unrated = strip(table, 'Terrace on Bootham');
    expect(unrated).toHaveTextContent('Bob Builder —');
    expect(unrated).toHaveTextContent(`${T.spread} —`);
    expect(within(unrated).getByText(T.notRatedByOthers)).toBeInTheDocument();
  });
});
