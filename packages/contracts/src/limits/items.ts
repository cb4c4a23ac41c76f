/** Items and their prices: lengths, the rating scale, money. */

/** Items: folders §5, §9. */
export const ITEM = {
  nameMax: 100,
  descriptionMax: 500,
  priceMin: 0,
  priceMax: 999_999.99,
  priceStep: 0.01,
  ratingMin: 1,
  ratingMax: 10,
  attributeValueMax: 30,
  noteTitleMax: 100,
  noteContentMax: 1000,
  sourceUrlMax: 2048,
} as const;

/** The highest price in cents (ITEM.priceMax dollars): items, budgets and targets, and the database's check. */
export const ITEM_PRICE_MAX_CENTS = Math.round(ITEM.priceMax * 100);

/** Money: the currency of folders and prices made before currencies were chosen, and a folder's exchange rates. */
export const MONEY = {
  /** ISO 4217 code of a folder with no better currency known (the old default). */
  fallbackCurrency: 'USD',
  /** Exchange rates one folder keeps (one per other currency its items are priced in). */
  ratesPerFolderMax: 20,
  /** A rate is above 0 and at most this (one unit of a currency in the folder's). */
  rateMax: 1_000_000,
} as const;
