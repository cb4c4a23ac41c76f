import { describe, expect, it } from 'vitest';
import { type Criterion, rankOpenItems } from '@shortlist/contracts';
import { makeDecisionItem, numberCriterion } from '@/testing/decide-fixtures';
import { topPickOf } from './top-pick';

const rent: Criterion = { ...numberCriterion('price', 'Rent', 'lower') };
const size: Criterion = { ...numberCriterion('attr:Size', 'Size', 'higher'), unit: 'm2' };
const balcony: Criterion = {
  ...numberCriterion('attr:Balcony', 'Balcony', 'higher'),
  kind: 'options',
  options: ['yes', 'no'],
  optionPoints: { yes: 10, no: 0 },
};
const garden: Criterion = { ...numberCriterion('attr:Garden', 'Garden', 'higher'), kind: 'text' };

const flat = (id: string, name: string, rentCents: number, m2: number, bal: string) =>
  makeDecisionItem(`00000000-0000-4000-8000-00000000000${id}`, name, rentCents, {
    values: { price: rentCents, 'attr:Size': m2, 'attr:Balcony': bal, 'attr:Garden': 'small' },
  });

describe('topPickOf', () => {
  it('names the leader, its score, and its three largest contributions with their place among the ranked', () => {
    const items = [
      flat('1', 'Cheap and big', 90_000, 70, 'no'),
      flat('2', 'Dear and small', 150_000, 40, 'yes'),
      flat('3', 'Middle', 120_000, 80, 'no'),
    ];
    const criteria = [rent, size, balcony, garden];
    const weights = { price: 10, 'attr:Size': 5, 'attr:Balcony': 2, 'attr:Garden': 1 };
    const { ranking } = rankOpenItems({ criteria, weights, items, budgetCents: null });
    const values = new Map(items.map((i) => [i.id, i.values]));
    const pick = topPickOf(ranking, criteria, (id) => values.get(id), 'EUR')!;

    expect(pick.itemId).toBe(items[0]!.id);
    expect(pick.score).toBeCloseTo(ranking[0]!.score!);
    // rent gives the most (weight 10, best); size next (2nd of 3, 75 of 100); the garden (everyone has one: 100)
    // beats the balcony (0 points: not a reason)
    expect(pick.reasons).toEqual([
      'Rent €900.00: best of 3',
      'Size 70 m2: 2nd of 3',
      'Garden small: best of 3',
    ]);
  });

  it('has no pick when every item is out', () => {
    const items = [flat('1', 'Only', 90_000, 70, 'no')];
    const criteria = [{ ...size, mustHave: { min: 100 } }];
    const { ranking } = rankOpenItems({ criteria, weights: { 'attr:Size': 5 }, items, budgetCents: null });
    expect(topPickOf(ranking, criteria, () => items[0]!.values, 'EUR')).toBeNull();
  });
});
