import { describe, expect, it } from 'vitest';
import { attributeValueIssue } from './categories';
import { canAddToComparison, canCompare } from './compare';
import { CATEGORY, COMPARE } from './limits';
import { ORGANISE_VALIDATION } from './messages/index';
import { APP_PATHS, APP_ROUTES, appUrl, fillRoute } from './paths';
import { splitForDowngrade } from './plans';

// Rules both sides use: one function each, pinned here.
describe('attribute value rule', () => {
  const text = { isRequired: false, attributeType: 'text' as const, options: [] };
  it('lets an optional blank pass and asks for a required one', () => {
    expect(attributeValueIssue(text, '')).toBeNull();
    expect(attributeValueIssue({ ...text, isRequired: true }, '')).toBe(
      ORGANISE_VALIDATION.attributeRequired,
    );
  });
  it('wants a number for a number attribute and one of the options where there are options', () => {
    expect(attributeValueIssue({ ...text, attributeType: 'number' }, '12e')).toBe(
      ORGANISE_VALIDATION.attributeNumber,
    );
    expect(attributeValueIssue({ ...text, attributeType: 'number' }, '-3.5')).toBeNull();
    expect(attributeValueIssue({ ...text, options: ['a', 'b'] }, 'c')).toBe(
      ORGANISE_VALIDATION.attributeOption,
    );
    expect(attributeValueIssue({ ...text, options: ['a', 'b'] }, 'b')).toBeNull();
  });
});

describe('can compare', () => {
  it('takes from COMPARE.minItems to COMPARE.maxItems items', () => {
    expect(canCompare(COMPARE.minItems - 1)).toBe(false);
    expect(canCompare(COMPARE.minItems)).toBe(true);
    expect(canCompare(COMPARE.maxItems)).toBe(true);
    expect(canCompare(COMPARE.maxItems + 1)).toBe(false);
    expect(canAddToComparison(COMPARE.maxItems - 1)).toBe(true);
    expect(canAddToComparison(COMPARE.maxItems)).toBe(false);
  });
});

describe('downgrade rule', () => {
  it('keeps the CATEGORY.basicPlanMax most used categories and hides the rest', () => {
    const byUsage = ['a', 'b', 'c', 'd'];
    const { kept, hidden } = splitForDowngrade(byUsage);
    expect(kept).toEqual(byUsage.slice(0, CATEGORY.basicPlanMax));
    expect([...kept, ...hidden]).toEqual(byUsage);
    expect(splitForDowngrade([])).toEqual({ kept: [], hidden: [] });
  });
});

describe('app paths', () => {
  it('fills route patterns and builds absolute links', () => {
    expect(APP_PATHS.folder('f 1')).toBe('/app/folder/f%201');
    expect(APP_PATHS.item('f', 'i')).toBe('/app/folder/f/item/i');
    expect(fillRoute(APP_ROUTES.testCheckout, { checkoutId: 'c' })).toBe('/checkout/test/c');
    expect(() => fillRoute(APP_ROUTES.folder, {})).toThrow(/folderId/);
    expect(appUrl('https://x.test/', APP_PATHS.signUp)).toBe('https://x.test/auth?mode=signup');
  });
});
