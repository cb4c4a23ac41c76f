import { describe, expect, it } from 'vitest';
import { findControlCharacters } from '@shortlist/contracts';
import { controlCharactersAt } from './validate';

describe('controlCharactersAt', () => {
  it('answers what findControlCharacters answers, for objects of strings and anything else', () => {
    const texts = ['', 'plain', 'tab\there', 'line\nfeed', 'nul\u0000', 'bell\u0007', 'del\u007f', 'ok\r\n'];
    const values: unknown[] = [undefined, null, 'x', 'nul\u0000', 42, [], ['a', 'b\u0001'], new Date(0)];
    for (const a of texts)
      for (const b of texts) {
        values.push({ id: a, type: b });
        values.push(Object.assign(Object.create(null) as object, { items: a, [b || 'k']: b }));
        values.push({ [a || 'k']: 'v', list: [a, b] });
        values.push({ nested: { deep: a }, other: b });
        values.push({ n: 1, s: a });
      }
    for (const value of values)
      expect(controlCharactersAt(value), JSON.stringify(value)).toBe(findControlCharacters(value));
  });
});
