import { describe, expect, it } from 'vitest';
import { isGoodDeal } from './decide';

describe('isGoodDeal', () => {
  it('is the current price within 5% of the lowest seen, over at least 5 reads', () => {
    expect(isGoodDeal(105_000, { lowest: 100_000, reads: 5 })).toBe(true);
    expect(isGoodDeal(105_001, { lowest: 100_000, reads: 5 })).toBe(false);
    expect(isGoodDeal(100_000, { lowest: 100_000, reads: 4 })).toBe(false);
  });
  it('needs a price and a history', () => {
    expect(isGoodDeal(null, { lowest: 100_000, reads: 9 })).toBe(false);
    expect(isGoodDeal(100_000, null)).toBe(false);
    expect(isGoodDeal(100_000, { lowest: null, reads: 9 })).toBe(false);
  });
});
