import { describe, expect, it } from 'vitest';
import { centsToAmountInput } from './amount-input';

describe('centsToAmountInput', () => {
  it('writes whole amounts plainly and cents always with two digits', () => {
    expect(centsToAmountInput(null)).toBe('');
    expect(centsToAmountInput(150_000)).toBe('1500');
    expect(centsToAmountInput(190_050)).toBe('1900.50');
    expect(centsToAmountInput(199)).toBe('1.99');
  });
});
