import { describe, expect, it } from 'vitest';
import type { DecisionItem } from '@shortlist/contracts';
import { makeDecisionItem, makeDecisionRecord } from '@/testing/decide-fixtures';
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
  it('exports the record in the words of the screen: price, status and reason, knock-outs, consensus, rejected', () => {
    const items = [
      item(A, 'Flat A', 100_000, { status: 'chosen', statusReason: 'Close to the park' }),
      item(B, 'Flat B', 300_000),
      item(C, 'Flat C', 50_000, { status: 'rejected', statusReason: 'Too dark' }),
    ];
    const record = makeDecisionRecord(items, { budgetCents: 200_000 });
    expect(recordCsv(record).split('\r\n')).toEqual([
      'Decided: Flat A,2026-02-03T10:00:00.000Z,Ada,Close to the park',
      'Rank,Item,Score,Price,Status,Reason,Knocked out,Average rating,Spread,Price (weight 5)',
      '1,Flat A,100.0,"$1,000.00",Chosen,Close to the park,,7,2,100.0',
      ',Flat B,,"$3,000.00",Considering,,"Price above the budget of $2,000.00",7,2,',
      ',Flat C,,$500.00,Rejected,Too dark,,7,2,',
      '',
    ]);
  });
});
