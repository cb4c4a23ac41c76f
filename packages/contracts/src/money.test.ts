import { describe, expect, it } from 'vitest';
import {
  amountText,
  convertCents,
  currencyCodeSchema,
  exchangeRatesBodySchema,
  formatMoney,
  MONEY_ERRORS,
  namesAPrice,
  NOTIFICATION_RENDERERS,
  scoreItems,
} from './index';

describe('money', () => {
  it('reads currency codes in any case and refuses unknown ones by name', () => {
    expect(currencyCodeSchema.parse(' eur ')).toBe('EUR');
    expect(currencyCodeSchema.safeParse('XYZ').error?.issues[0]?.message).toBe(
      MONEY_ERRORS.unknownCurrency('XYZ'),
    );
    expect(currencyCodeSchema.safeParse('€').error?.issues[0]?.message).toBe(MONEY_ERRORS.currencyInvalid);
  });

  it('refuses rates that are not positive numbers, and a currency listed twice', () => {
    const messages = (body: unknown) =>
      exchangeRatesBodySchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ rates: [{ currency: 'USD', rate: 0 }] })).toEqual([MONEY_ERRORS.rateInvalid]);
    expect(messages({ rates: [{ currency: 'USD', rate: Number.NaN }] })).toEqual([MONEY_ERRORS.rateInvalid]);
    expect(
      messages({
        rates: [
          { currency: 'USD', rate: 1 },
          { currency: 'usd', rate: 2 },
        ],
      }),
    ).toEqual([MONEY_ERRORS.rateListedTwice('USD')]);
    expect(messages({ rates: [{ currency: 'USD', rate: 0.92 }] })).toEqual([]);
  });

  it('converts and writes amounts', () => {
    expect(convertCents(110_000, 0.92)).toBe(101_200);
    expect(amountText(125_000)).toBe('1250.00');
    expect(formatMoney(125_000, 'EUR')).toBe('€1,250.00');
    // a code Intl refuses is written after the number rather than failing the page
    expect(formatMoney(100, '€')).toBe('1.00 €');
  });

  it('knows an attribute named for a price, a rent or a cost', () => {
    for (const name of ['Price (EUR/month)', 'Monthly rent', 'Running costs', 'cost'])
      expect(namesAPrice(name), name).toBe(true);
    for (const name of ['Rooms', 'Parent', 'Currently free', 'Costume'])
      expect(namesAPrice(name), name).toBe(false);
  });

  it('writes a budget alert with the budget in the folder’s currency and the price in the item’s', () => {
    const text = NOTIFICATION_RENDERERS['watch.budget']!({
      itemName: 'Expat flat',
      folderName: 'Berlin',
      direction: 'below',
      priceCents: 110_000,
      currency: 'USD',
      thresholdCents: 120_000,
      thresholdCurrency: 'EUR',
    });
    expect(text.body).toBe('Berlin: the price is $1,100.00 (budget €1,200.00).');
  });

  it('scores an item left out of a criterion on its other criteria alone', () => {
    const criteria = [
      { id: 'price', label: 'Price', kind: 'number' as const, direction: 'lower' as const },
      { id: 'rooms', label: 'Rooms', kind: 'number' as const, direction: 'higher' as const },
    ];
    const item = (id: string, price: number | null, rooms: number, leftOut?: string[]) => ({
      id,
      name: id,
      values: { price, rooms },
      averageRating: null,
      createdAt: `2026-01-0${id.length}T00:00:00.000Z`,
      ...(leftOut ? { leftOut } : {}),
    });
    const result = scoreItems({
      criteria,
      weights: { price: 5, rooms: 5 },
      items: [item('a', 100, 2), item('bb', 200, 3), item('ccc', null, 4, ['price'])],
    });
    const c = result.ranking.find((r) => r.itemId === 'ccc')!;
    // rooms alone, and it has the most rooms: 100, not halved for a price it has in another currency
    expect(c.score).toBe(100);
    expect(c.contributions.find((x) => x.criterionId === 'price')).toMatchObject({
      leftOut: true,
      missing: false,
    });
    expect(result.winnerId).toBe('ccc');
  });
});
