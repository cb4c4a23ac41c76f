import { describe, expect, it } from 'vitest';
import { ITEM, ITEM_PRICE_MAX_CENTS, itemCreateSchema, itemsEndpoints } from '@shortlist/contracts';
import { parsePlainItemCreate } from './items.body';

const categoryId = 'f8d3e3b5-18b0-4ca4-aad6-2a0b2b66fc1f';
const attributeIds = [
  'ec9fb7b6-4d42-4e20-a432-804cfd6fcdd4',
  'aa42553d-d2ce-4d44-9a9c-750f67f38ae0',
  'bb8ae9fa-c809-4b2c-9fa8-df5d48278fc6',
];

/** The bench's body: the well-formed Add Item the fast path is for. */
const wellFormed = {
  name: 'Benchmark item',
  description: 'Created by autocannon',
  sourceUrl: 'https://example.com/bench',
  priceCents: 12345,
  rating: 7,
  categoryId,
  attributeValues: Object.fromEntries(attributeIds.map((id, i) => [id, i % 2 ? '42' : 'text'])),
};

/** Each field's values worth trying: valid, at and past the limits, transformed, of the wrong type. */
const variants: Record<string, unknown[]> = {
  name: [
    'Chair',
    '  Chair  ',
    '',
    '   ',
    'x'.repeat(ITEM.nameMax),
    'x'.repeat(ITEM.nameMax + 1),
    ` ${'x'.repeat(ITEM.nameMax)} `,
    'a<script>alert(1)</script>b',
    '<script>x</script>',
    'a < b',
    'tab\there',
    'nul\u0000',
    'é\u00a0',
    42,
    null,
    undefined,
  ],
  description: [
    'Nice',
    '',
    '  ',
    null,
    undefined,
    'x'.repeat(ITEM.descriptionMax),
    'x'.repeat(ITEM.descriptionMax + 1),
    '<script src=x></script>',
    'line\nbreak',
    7,
  ],
  sourceUrl: [
    'https://example.com/a?b=c',
    'http://shop.test/x',
    '  https://example.com  ',
    '',
    '   ',
    null,
    undefined,
    'ftp://example.com',
    'example.com',
    'https://',
    `https://example.com/${'x'.repeat(ITEM.sourceUrlMax)}`,
    'javascript:alert(1)',
    5,
  ],
  priceCents: [
    0,
    1,
    12345,
    ITEM_PRICE_MAX_CENTS,
    ITEM_PRICE_MAX_CENTS + 1,
    -1,
    -0,
    1.5,
    '100',
    null,
    undefined,
  ],
  rating: [1, 7, 10, 0, 11, 7.5, '7', null, undefined, Number.MAX_SAFE_INTEGER],
  categoryId: [
    categoryId,
    categoryId.toUpperCase(),
    '00000000-0000-0000-0000-000000000000',
    'not-a-uuid',
    'f8d3e3b5-18b0-0ca4-aad6-2a0b2b66fc1f',
    '',
    null,
    undefined,
  ],
  attributeValues: [
    wellFormed.attributeValues,
    {},
    undefined,
    null,
    [],
    'text',
    { [attributeIds[0]!]: '' },
    { [attributeIds[0]!]: '  spaced  ' },
    { [attributeIds[0]!]: 'x'.repeat(ITEM.attributeValueMax) },
    { [attributeIds[0]!]: 'x'.repeat(ITEM.attributeValueMax + 1) },
    { [attributeIds[0]!]: `<script>x</script>${'y'.repeat(ITEM.attributeValueMax)}` },
    { [attributeIds[0]!]: 42 },
    { [attributeIds[0]!]: null },
    { 'not-an-id': 'x' },
    JSON.parse('{"__proto__": "x"}'),
  ],
  isPrivate: [undefined, true, false, 'true', null, 0],
};

/** What the contract's schema answers, as parseWith takes it. */
const zodParse = (body: unknown) => itemCreateSchema.safeParse(body);

/** The fast path answers the schema's answer, or nothing. */
function expectSameAsSchema(body: unknown) {
  const fast = parsePlainItemCreate(body);
  if (fast === undefined) return false;
  const schema = zodParse(body);
  expect(schema.success, JSON.stringify(body)).toBe(true);
  expect(fast, JSON.stringify(body)).toStrictEqual(schema.data);
  return true;
}

describe('Add Item body without zod', () => {
  it('is the endpoint’s own schema that the fast path stands for', () => {
    expect(itemsEndpoints.create.body).toBe(itemCreateSchema);
  });

  it('answers the schema’s answer for the well-formed body (and is taken for it)', () => {
    expect(expectSameAsSchema(wellFormed)).toBe(true);
    expect(expectSameAsSchema({ ...wellFormed, isPrivate: true })).toBe(true);
    expect(expectSameAsSchema(JSON.parse(JSON.stringify(wellFormed)))).toBe(true);
  });

  it('answers the schema’s answer, or leaves it to the schema, field by field', () => {
    let taken = 0;
    for (const [field, values] of Object.entries(variants))
      for (const value of values) {
        const body: Record<string, unknown> = { ...wellFormed, [field]: value };
        if (value === undefined) delete body[field];
        if (expectSameAsSchema(body)) taken += 1;
      }
    // the valid variants go the fast way: the check is not a stub that leaves everything to zod
    expect(taken).toBeGreaterThan(30);
  });

  it('answers the schema’s answer, or leaves it to the schema, for mixed bodies', () => {
    // a fixed pseudo-random walk through the variants (the same every run)
    let seed = 13;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 3000; i++) {
      const body: Record<string, unknown> = {};
      for (const [field, values] of Object.entries(variants)) {
        const value = values[next(values.length)];
        if (value !== undefined) body[field] = value;
      }
      expectSameAsSchema(body);
    }
  });

  it('leaves to the schema what it does not know: other keys, a link import, not an object', () => {
    for (const body of [
      { ...wellFormed, extra: 1 },
      { ...wellFormed, linkImport: { currency: 'EUR', imageUrl: null } },
      [wellFormed],
      null,
      'body',
      Object.assign(Object.create({ inherited: true }) as object, wellFormed),
    ])
      expect(parsePlainItemCreate(body)).toBeUndefined();
  });
});
