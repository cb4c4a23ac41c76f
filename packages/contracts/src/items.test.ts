import { describe, expect, it } from 'vitest';
import { isNumericValue } from './categories';
import { dollarsToCents, isHttpUrl, itemCreateSchema, priceDollarsSchema } from './items';
import { ITEM_PRICE_MAX_CENTS } from './limits';
import { ORGANISE_VALIDATION } from './messages/index';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('item price', () => {
  it('converts dollars to integer cents without float drift', () => {
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1234.56)).toBe(123_456);
    expect(ITEM_PRICE_MAX_CENTS).toBe(99_999_999);
  });

  it('takes 0 to 999999.99 in steps of 0.01 in the form', () => {
    expect(priceDollarsSchema.parse(999_999.99)).toBe(99_999_999);
    expect(priceDollarsSchema.parse(0)).toBe(0);
    expect(firstMessage(priceDollarsSchema.safeParse(1_000_000))).toBe(ORGANISE_VALIDATION.priceRange);
    expect(firstMessage(priceDollarsSchema.safeParse(-0.01))).toBe(ORGANISE_VALIDATION.priceRange);
    expect(firstMessage(priceDollarsSchema.safeParse(1.005))).toBe(ORGANISE_VALIDATION.priceStep);
    expect(firstMessage(priceDollarsSchema.safeParse(undefined))).toBe(ORGANISE_VALIDATION.priceRequired);
  });
});

describe('item link and attribute values', () => {
  it('accepts only http(s) links', () => {
    expect(isHttpUrl('https://example.com/a?b=1')).toBe(true);
    expect(isHttpUrl('http://localhost:8080')).toBe(true);
    expect(isHttpUrl('ftp://example.com')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
  });

  it('recognises numeric attribute values', () => {
    expect(isNumericValue('12')).toBe(true);
    expect(isNumericValue('-3.5')).toBe(true);
    expect(isNumericValue(' ')).toBe(false);
    expect(isNumericValue('12a')).toBe(false);
  });

  it('strips scripts, trims, and turns a blank link and description into null', () => {
    const parsed = itemCreateSchema.parse({
      name: ' <script>x</script>Flat ',
      description: '  ',
      sourceUrl: '',
      priceCents: 100,
      rating: 5,
      categoryId: '7f1c4e4e-4f3a-4f7e-9d2a-7c7b1c0b2a11',
      attributeValues: { '7f1c4e4e-4f3a-4f7e-9d2a-7c7b1c0b2a11': ' <script>1</script>3 ' },
    });
    expect(parsed).toMatchObject({ name: 'Flat', description: null, sourceUrl: null });
    expect(Object.values(parsed.attributeValues)).toEqual(['3']);
  });
});
