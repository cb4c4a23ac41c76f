import { describe, expect, it } from 'vitest';
import { type Criterion, type DecisionItem, rankOpenItems } from '@shortlist/contracts';
import { makeDecisionItem, makeDecisionRecord, numberCriterion } from '@/testing/decide-fixtures';
import { recordCsv } from './record-csv';

const A = '33333333-3333-4333-8333-333333333333';
const B = '44444444-4444-4444-8444-444444444444';
const C = '55555555-5555-4555-8555-555555555555';

const item = (id: string, name: string, cents: number, more: Partial<DecisionItem> = {}) =>
  makeDecisionItem(id, name, cents, {
    averageRating: 7,
    consensus: { ratings: [8, 6], average: 7, spread: 2, disagree: false, notRatedByOthers: false },
    ...more,
  });

describe('recordCsv', () => {
  it('starts with a header row; prices are plain numbers beside their currency, dates ISO 8601', () => {
    const items = [
      item(A, 'Flat A', 100_000, { status: 'chosen', statusReason: 'Close to the park' }),
      item(B, 'Flat B', 300_000),
      item(C, 'Flat C', 50_000, { status: 'rejected', statusReason: 'Too dark' }),
    ];
    const record = makeDecisionRecord(items, { budgetCents: 200_000 });
    expect(recordCsv(record).split('\r\n')).toEqual([
      'Rank,Item,Score,Price,Currency,Status,Reason,Knocked out,Average rating,Spread,Price points (weight 5),Decided at,Decided by',
      '1,Flat A,100,1000.00,USD,Chosen,Close to the park,,7,2,100,2026-02-03T10:00:00.000Z,Ada',
      ',Flat B,,3000.00,USD,Considering,,"Price above the budget of $2,000.00",7,2,,,',
      ',Flat C,,500.00,USD,Rejected,Too dark,,7,2,,,',
      '',
    ]);
  });

  it("gives each criterion's value as stored, and its points beside it where it counted", () => {
    const rooms = numberCriterion('attr:Rooms', 'Rooms', 'higher');
    const view: Criterion = {
      ...numberCriterion('attr:View', 'View', 'higher'),
      kind: 'options',
      options: ['sea', 'street'],
      optionPoints: { sea: 10, street: 0 },
    };
    // weighed 0: its values are listed, it earns no points
    const floor = numberCriterion('attr:Floor', 'Floor', 'higher');
    const criteria = [numberCriterion('price', 'Price', 'lower'), rooms, view, floor];
    const weights = { price: 0, 'attr:Rooms': 2, 'attr:View': 1, 'attr:Floor': 0 };
    const items = [
      item(A, 'Flat A', 100_000, {
        status: 'chosen',
        values: { price: 100_000, 'attr:Rooms': 3, 'attr:View': 'sea', 'attr:Floor': -1 },
      }),
      item(B, 'Flat B', 120_000, {
        values: { price: 120_000, 'attr:Rooms': 1, 'attr:View': 'street', 'attr:Floor': null },
      }),
    ];
    const ranking = rankOpenItems({ criteria, weights, items, budgetCents: null }).ranking;
    const record = { ...makeDecisionRecord(items), criteria, weights, ranking };
    const [header, first, second] = recordCsv(record).split('\r\n');
    expect(header).toBe(
      'Rank,Item,Score,Price,Currency,Status,Reason,Knocked out,Average rating,Spread,' +
        'Rooms,Rooms points (weight 2),View,View points (weight 1),Floor,Decided at,Decided by',
    );
    // A has the most rooms and the sea view: two thirds and one third of its 100, to 0.01
    expect(first!.split(',').slice(2, 5)).toEqual(['100', '1000.00', 'USD']);
    expect(first!.split(',').slice(10)).toEqual([
      '3',
      '66.67',
      'sea',
      '33.33',
      // a negative number stays a number (not quoted away as a formula)
      '-1',
      '2026-02-03T10:00:00.000Z',
      'Ada',
    ]);
    expect(second!.split(',').slice(10)).toEqual(['1', '0', 'street', '0', '', '', '']);
  });
});
