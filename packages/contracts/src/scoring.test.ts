import { describe, expect, it } from 'vitest';
import { formatScore, meanWeights, scoreItems, type ScoringCriterion, type ScoringItem } from './scoring';

const price: ScoringCriterion = { id: 'price', label: 'Price', kind: 'number', direction: 'lower' };
const rooms: ScoringCriterion = { id: 'rooms', label: 'Rooms', kind: 'number', direction: 'higher' };

function item(
  id: string,
  values: ScoringItem['values'],
  averageRating: number | null = null,
  day = 1,
): ScoringItem {
  return { id, name: id, values, averageRating, createdAt: `2026-01-0${day}T00:00:00.000Z` };
}

const score = (result: ReturnType<typeof scoreItems>, id: string) =>
  result.ranking.find((r) => r.itemId === id)!;

describe('scoreItems', () => {
  it('normalises min-max and takes the weighted mean (hand-computed table)', () => {
    // price 100 / 150 / 200 (lower better) -> 100 / 50 / 0
    // rooms   2 /   4 /   3 (higher)       ->   0 / 100 / 50
    // weights price 3, rooms 1 -> A = (3*100 + 0)/4 = 75, B = (3*50 + 100)/4 = 62.5, C = (0 + 50)/4 = 12.5
    const result = scoreItems({
      criteria: [price, rooms],
      weights: { price: 3, rooms: 1 },
      items: [
        item('A', { price: 100, rooms: 2 }),
        item('B', { price: 150, rooms: 4 }),
        item('C', { price: 200, rooms: 3 }),
      ],
    });
    expect(result.ranking.map((r) => [r.itemId, r.rank, r.score])).toEqual([
      ['A', 1, 75],
      ['B', 2, 62.5],
      ['C', 3, 12.5],
    ]);
    expect(score(result, 'B').contributions).toEqual([
      { criterionId: 'price', normalised: 50, points: 37.5, missing: false },
      { criterionId: 'rooms', normalised: 100, points: 25, missing: false },
    ]);
    expect(result.winnerId).toBe('A');
    expect(result.runnerUpId).toBe('B');
  });

  it('a missing value scores 0 and is marked; weight 0 ignores a criterion', () => {
    // rooms: A missing, B 2, C 4 -> B 0, C 100; price weight 0
    const result = scoreItems({
      criteria: [price, rooms],
      weights: { price: 0, rooms: 5 },
      items: [
        item('A', { price: 1, rooms: null }),
        item('B', { price: 2, rooms: 2 }),
        item('C', { price: 3, rooms: 4 }),
      ],
    });
    expect(result.ranking.map((r) => [r.itemId, r.score])).toEqual([
      ['C', 100],
      ['A', 0],
      ['B', 0],
    ]);
    // A and B tie at 0, neither rated, both added on day 1: the id keeps the order stable
    expect(score(result, 'A').contributions[1]).toEqual({
      criterionId: 'rooms',
      normalised: 0,
      points: 0,
      missing: true,
    });
  });

  it('a single item scores 100 on every criterion it has', () => {
    const result = scoreItems({
      criteria: [price, rooms],
      weights: { price: 2, rooms: 2 },
      items: [item('A', { price: 5, rooms: 1 })],
    });
    expect(result.ranking).toEqual([
      {
        itemId: 'A',
        rank: 1,
        score: 100,
        knockOuts: [],
        contributions: [
          { criterionId: 'price', normalised: 100, points: 50, missing: false },
          { criterionId: 'rooms', normalised: 100, points: 50, missing: false },
        ],
      },
    ]);
    expect(result.runnerUpId).toBeNull();
    expect(result.winnerChange).toBeNull();
  });

  it('all equal values: everyone 100, ties broken by average rating then date', () => {
    const result = scoreItems({
      criteria: [price],
      weights: { price: 4 },
      items: [
        item('A', { price: 9 }, 5, 1),
        item('B', { price: 9 }, 8, 2),
        item('C', { price: 9 }, null, 3),
        item('D', { price: 9 }, 8, 1),
      ],
    });
    expect(result.ranking.map((r) => [r.itemId, r.score])).toEqual([
      ['D', 100],
      ['B', 100],
      ['A', 100],
      ['C', 100],
    ]);
  });

  it('knock-outs: over budget, must-have range, option not allowed, missing must-have; the rest is normalised without them', () => {
    const heating: ScoringCriterion = {
      id: 'heating',
      label: 'Heating',
      kind: 'options',
      direction: 'higher',
      optionPoints: { gas: 4, heat_pump: 10 },
      mustHave: { allowed: ['gas', 'heat_pump'] },
    };
    const roomsMust: ScoringCriterion = { ...rooms, mustHave: { min: 2, max: 5 } };
    const result = scoreItems({
      criteria: [price, roomsMust, heating],
      weights: { price: 1, rooms: 1, heating: 2 },
      budgetCents: 300,
      items: [
        item('A', { price: 100, rooms: 3, heating: 'gas' }),
        item('B', { price: 200, rooms: 4, heating: 'Heat_Pump' }),
        item('Over', { price: 301, rooms: 3, heating: 'gas' }),
        item('Small', { price: 50, rooms: 1, heating: 'gas' }),
        item('Oil', { price: 10, rooms: 3, heating: 'oil' }),
        item('NoRooms', { price: 10, heating: 'gas' }),
      ],
    });
    // among A and B: price A 100, B 0; rooms A 0, B 100; heating A 0 (4 pts), B 100 (10 pts)
    // A = (100 + 0 + 0)/4 = 25; B = (0 + 100 + 200)/4 = 75
    expect(result.ranking.map((r) => [r.itemId, r.rank, r.score])).toEqual([
      ['B', 1, 75],
      ['A', 2, 25],
      ['Over', null, null],
      ['Small', null, null],
      ['Oil', null, null],
      ['NoRooms', null, null],
    ]);
    expect(score(result, 'Over').knockOuts).toEqual([
      { criterionId: 'price', reason: 'over_budget', detail: '300' },
    ]);
    expect(score(result, 'Small').knockOuts).toEqual([
      { criterionId: 'rooms', reason: 'below_min', detail: '2' },
    ]);
    expect(score(result, 'Oil').knockOuts).toEqual([
      { criterionId: 'heating', reason: 'not_allowed', detail: 'oil' },
    ]);
    expect(score(result, 'NoRooms').knockOuts).toEqual([
      { criterionId: 'rooms', reason: 'missing', detail: '' },
    ]);
  });

  it('a target direction: the closest value scores 100, the farthest 0', () => {
    const size: ScoringCriterion = {
      id: 'size',
      label: 'Size',
      kind: 'number',
      direction: 'target',
      target: 70,
    };
    // distances: A 10, B 0, C 30, D 20 -> B 100, A (30-10)/30 = 66.67, D 33.33, C 0
    const result = scoreItems({
      criteria: [size],
      weights: { size: 10 },
      items: [
        item('A', { size: 80 }),
        item('B', { size: 70 }),
        item('C', { size: 40 }),
        item('D', { size: 50 }),
      ],
    });
    expect(result.ranking.map((r) => [r.itemId, Number(r.score!.toFixed(2))])).toEqual([
      ['B', 100],
      ['A', 66.67],
      ['D', 33.33],
      ['C', 0],
    ]);
  });

  it('what would change the winner: the smallest single weight change that puts the runner-up first', () => {
    // A: price 100, rooms 0 ; B: price 0, rooms 100 (two items) ; weights price 3, rooms 2 -> A 60, B 40
    // rooms 2 -> 4: A 3/7*100 = 42.9, B 57.1 (first). rooms 2 -> 3: tie 50/50, rating tie-break: A rated 5, B 7 -> B first
    // price 3 -> 2: tie 50/50 -> B first too; both are one step: the first criterion found (price) is kept
    const result = scoreItems({
      criteria: [price, rooms],
      weights: { price: 3, rooms: 2 },
      items: [item('A', { price: 100, rooms: 1 }, 5), item('B', { price: 200, rooms: 3 }, 7)],
    });
    expect(result.winnerId).toBe('A');
    expect(result.winnerChange).toEqual({ itemId: 'B', criterionId: 'price', from: 3, to: 2 });
  });

  it('no single change helps a runner-up that is worse on every criterion', () => {
    const result = scoreItems({
      criteria: [price, rooms],
      weights: { price: 1, rooms: 1 },
      items: [item('A', { price: 100, rooms: 5 }), item('B', { price: 200, rooms: 3 })],
    });
    expect(result.winnerChange).toBeNull();
  });

  it('weights out of 0-10 are clamped, unknown ids ignored', () => {
    const result = scoreItems({
      criteria: [price, rooms],
      weights: { price: 50, rooms: -3, nothing: 4 },
      items: [item('A', { price: 100, rooms: 5 }), item('B', { price: 200, rooms: 9 })],
    });
    expect(result.ranking.map((r) => r.score)).toEqual([100, 0]);
  });
});

describe('meanWeights', () => {
  it('is the mean of the members’ weights per criterion', () => {
    expect(
      meanWeights([price, rooms], [{ price: 4, rooms: 1 }, { price: 8 }, { price: 0, rooms: 8 }]),
    ).toEqual({
      price: 4,
      rooms: 3,
    });
    expect(meanWeights([price], [])).toEqual({ price: 0 });
  });
});

describe('formatScore', () => {
  it('writes a score as a whole number out of 100', () => {
    expect(formatScore(67.1)).toBe('67/100');
    expect(formatScore(99.5)).toBe('100/100');
    expect(formatScore(0)).toBe('0/100');
  });
});
