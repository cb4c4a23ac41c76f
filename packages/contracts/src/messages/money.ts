import { MONEY } from '../limits';

/** "EUR", "EUR and USD", "EUR, GBP and USD". */
export function currencyList(codes: readonly string[]): string {
  if (codes.length <= 1) return codes[0] ?? '';
  return `${codes.slice(0, -1).join(', ')} and ${codes[codes.length - 1]}`;
}

/** Money: currencies of folders and prices, exchange rates, and the notices of mixed currencies. */
export const MONEY_TEXTS = {
  currency: 'Currency',
  folderCurrency: 'Currency',
  folderCurrencyHint: 'New items are priced in it, and Decide ranks prices in it.',
  priceCurrency: 'Price currency',
  exchangeRates: 'Exchange rates',
  setExchangeRates: 'Set exchange rates',
  exchangeRatesIntro: (folderCurrency: string) =>
    `What one unit of each currency is worth in ${folderCurrency}. Decide ranks those prices converted at these rates; the prices themselves stay as the pages state them.`,
  rateLabel: (currency: string, folderCurrency: string) => `1 ${currency} in ${folderCurrency}`,
  rateLine: (currency: string, rate: number, folderCurrency: string) =>
    `1 ${currency} = ${rate} ${folderCurrency}`,
  noRate: 'no rate set',
  saveRates: 'Save rates',
  cancel: 'Cancel',
  ratesSaved: 'Exchange rates saved',
  ownerSetsRates: 'The folder owner can set exchange rates.',
  /** Beside a price in another currency: what it is worth in the folder's at the folder's rate. */
  converted: (amount: string) => `≈ ${amount}`,
  mixedCompare: (codes: readonly string[]) =>
    `These prices are in ${currencyList(codes)}: compare them knowing they are different currencies.`,
  mixedDecide: (codes: readonly string[], folderCurrency: string) =>
    `This folder holds prices in ${currencyList(codes)}. Decide ranks prices in ${folderCurrency}, converting the others at the folder's exchange rates.`,
  missingRates: (codes: readonly string[], folderCurrency: string) =>
    `No rate yet for ${currencyList(codes)}: items priced in ${codes.length === 1 ? 'it' : 'them'} are left out of the price criterion until the folder has a rate to ${folderCurrency}.`,
  leftOut: (currency: string, folderCurrency: string) =>
    `Priced in ${currency}: left out of Price until the folder has a ${currency} to ${folderCurrency} rate`,
  categoryPriceHint:
    'Every item already has its own price with a currency (Add Item and the item page), which Compare and Decide use. Add this attribute only for a second amount.',
} as const;

export const MONEY_ERRORS = {
  currencyInvalid: 'Choose a currency by its three-letter code (ISO 4217), such as EUR or USD',
  unknownCurrency: (code: string) => `${code} is not an ISO 4217 currency code (such as EUR or USD)`,
  rateInvalid: `An exchange rate is a positive number, at most ${MONEY.rateMax.toLocaleString('en-US')}`,
  rateForOwnCurrency: (code: string) => `${code} is the folder's own currency: it needs no exchange rate`,
  rateListedTwice: (code: string) => `${code} has more than one exchange rate: give it one`,
  tooManyRates: `A folder keeps at most ${MONEY.ratesPerFolderMax} exchange rates`,
  onlyOwnerSetsRates: 'Only the folder owner can set exchange rates.',
} as const;
