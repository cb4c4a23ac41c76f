import { parse } from 'node:querystring';
import { describe, expect, it } from 'vitest';
import { COMPARE, compareEndpoints, compareQuerySchema } from '@shortlist/contracts';
import { parsePlainCompareQuery } from './compare.query';

const ids = [
  'f8d3e3b5-18b0-4ca4-aad6-2a0b2b66fc1f',
  'ec9fb7b6-4d42-4e20-a432-804cfd6fcdd4',
  'aa42553d-d2ce-4d44-9a9c-750f67f38ae0',
  'bb8ae9fa-c809-4b2c-9fa8-df5d48278fc6',
  '0dde897d-47c1-412a-8309-2e7b60f1981d',
  '659984ef-5542-48b7-aab4-68cd8a4d5de2',
];

/** Pieces of an `items` value worth trying: ids, spacing, repeats, blanks, near-ids. */
const pieces = [
  ...ids,
  ` ${ids[0]} `,
  ids[1]!.toUpperCase(),
  '',
  ' ',
  'not-an-id',
  `${ids[2]!.slice(0, -1)}`,
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  `${ids[3]}x`,
];
const types = [undefined, 'attributes', 'collaborative', 'Collaborative', '', 'both'];

/** The fast path answers the schema's answer, or nothing. */
function expectSameAsSchema(query: unknown): boolean {
  const fast = parsePlainCompareQuery(query);
  if (fast === undefined) return false;
  const schema = compareQuerySchema.safeParse(query);
  expect(schema.success, JSON.stringify(query)).toBe(true);
  expect(fast, JSON.stringify(query)).toStrictEqual(schema.data);
  return true;
}

describe('Compare query without zod', () => {
  it('is the endpoint’s own schema that the fast path stands for', () => {
    expect(compareEndpoints.compare.query).toBe(compareQuerySchema);
  });

  it('answers the schema’s answer for well-formed queries, as Express hands them over', () => {
    for (let count = COMPARE.minItems; count <= COMPARE.maxItems; count++)
      for (const type of ['', '&type=attributes', '&type=collaborative'])
        expect(expectSameAsSchema(parse(`items=${ids.slice(0, count).join(',')}${type}`))).toBe(true);
    // a repeated id counts once, as in the schema
    expect(expectSameAsSchema(parse(`items=${ids[0]},${ids[1]},${ids[0]}`))).toBe(true);
  });

  it('leaves to the schema what it does not pass: too few or too many, bad ids, a repeated key, a bad type', () => {
    for (const query of [
      parse(`items=${ids[0]}`),
      parse(`items=${ids[0]},${ids[0]}`),
      parse(`items=${ids.join(',')}`),
      parse(`items=${ids[0]},nope`),
      parse(`items=${ids[0]}&items=${ids[1]}`),
      parse(`items=${ids[0]},${ids[1]}&type=both`),
      parse(`type=attributes`),
      { items: 42 },
      null,
      'items',
    ])
      expect(parsePlainCompareQuery(query)).toBeUndefined();
  });

  it('answers the schema’s answer, or leaves it to the schema, for mixed queries', () => {
    // a fixed pseudo-random walk through the pieces (the same every run)
    let seed = 45;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return Math.floor(seed / 65536) % n; // the high bits: the low ones of this generator cycle fast
    };
    let taken = 0;
    for (let i = 0; i < 4000; i++) {
      const count = next(8);
      const items = Array.from({ length: count }, () => pieces[next(pieces.length)]).join(',');
      const type = types[next(types.length)];
      const query: Record<string, unknown> = Object.create(null);
      if (next(10) > 0) query.items = items;
      if (type !== undefined) query.type = type;
      if (expectSameAsSchema(query)) taken += 1;
    }
    // the well-formed ones go the fast way: the check is not a stub that leaves everything to zod
    expect(taken).toBeGreaterThan(400);
  });
});
