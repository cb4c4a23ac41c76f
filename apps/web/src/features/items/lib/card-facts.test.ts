import { describe, expect, it } from 'vitest';
import { makeDecisionItem, makeDecisionView, numberCriterion } from '@/testing/decide-fixtures';
import { cardFacts } from './card-facts';

const area = { ...numberCriterion('attr:Area', 'Area', 'higher'), unit: 'm2' };
const rooms = numberCriterion('attr:Rooms', 'Rooms', 'higher');
const floor = { ...numberCriterion('attr:Floor', 'Floor', 'higher'), kind: 'text' as const };
const balcony = { ...numberCriterion('attr:Balcony', 'Balcony', 'higher'), kind: 'text' as const };
const price = numberCriterion('price', 'Price', 'lower');

function view(weights: Record<string, number>) {
  const base = makeDecisionView('f1', []);
  return {
    ...base,
    criteria: [price, area, rooms, floor, balcony],
    myWeights: weights,
    items: [
      makeDecisionItem('a', 'Flat A', 90_000, {
        values: {
          price: 90_000,
          'attr:Area': '85',
          'attr:Rooms': '3',
          'attr:Floor': 'Top',
          'attr:Balcony': 'yes',
        },
      }),
      makeDecisionItem('b', 'Flat B', null, { values: { 'attr:Rooms': '2', 'attr:Floor': '' } }),
    ],
    ranking: [
      { itemId: 'b', rank: 1, score: 80, contributions: [], knockOuts: [] },
      { itemId: 'a', rank: 2, score: 60, contributions: [], knockOuts: [] },
    ],
  };
}

describe('cardFacts', () => {
  it('shows the three attributes the viewer weighs most, with their units, never the price', () => {
    const facts = cardFacts(
      view({ price: 10, 'attr:Area': 2, 'attr:Rooms': 0, 'attr:Floor': 8, 'attr:Balcony': 5 }),
    );
    expect(facts.of('a')).toEqual([
      { label: 'Floor', value: 'Top' },
      { label: 'Balcony', value: 'yes' },
      { label: 'Area', value: '85 m2' },
    ]);
  });

  it('falls back to the first attributes when no attribute counts, and skips missing values', () => {
    const facts = cardFacts(
      view({ price: 10, 'attr:Area': 0, 'attr:Rooms': 0, 'attr:Floor': 0, 'attr:Balcony': 0 }),
    );
    expect(facts.of('a').map((f) => f.label)).toEqual(['Area', 'Rooms', 'Floor']);
    expect(facts.of('b')).toEqual([{ label: 'Rooms', value: '2' }]);
  });

  it('gives each ranked item its rank, and nothing before the decision view is there', () => {
    const facts = cardFacts(view({}));
    expect(facts.rankOf('b')).toBe(1);
    expect(facts.rankOf('a')).toBe(2);
    expect(facts.rankOf('gone')).toBeNull();
    const none = cardFacts(undefined);
    expect(none.of('a')).toEqual([]);
    expect(none.rankOf('a')).toBeNull();
  });
});
