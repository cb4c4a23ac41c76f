import { describe, expect, it } from 'vitest';
import { makeDecisionView } from '@/testing/decide-fixtures';
import { cardRanks } from './card-ranks';

const ranked = (ranks: Array<[string, number | null]>) => ({
  ...makeDecisionView('f1', []),
  ranking: ranks.map(([itemId, rank]) => ({ itemId, rank, score: null, contributions: [], knockOuts: [] })),
});

describe('cardRanks', () => {
  it('gives each ranked item its place, and none to a knocked-out one', () => {
    const rankOf = cardRanks(
      ranked([
        ['b', 1],
        ['a', 2],
        ['c', null],
      ]),
    );
    expect([rankOf('b'), rankOf('a'), rankOf('c'), rankOf('gone')]).toEqual([1, 2, null, null]);
  });

  it('ranks nothing before the view is there or while only one item is ranked', () => {
    expect(cardRanks(undefined)('a')).toBeNull();
    expect(cardRanks(ranked([['a', 1]]))('a')).toBeNull();
  });
});
