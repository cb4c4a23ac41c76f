import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { MONEY } from './limits';
import { MONEY_ERRORS } from './messages/money';
import { idParamsSchema, idSchema, isoDate } from './common';

/*
 * Money is an amount in hundredths of its currency's unit (`priceCents`) beside an ISO 4217 code. Every price the
 * app shows goes through `formatMoney`: Intl writes it in its currency (symbol, grouping, the currency's own
 * decimals: "€2,350.00", "¥1,235").
 */

let knownCurrencies: ReadonlySet<string> | undefined;

/** An ISO 4217 code Intl knows ("EUR"); upper case only. */
export function isKnownCurrency(code: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

/** Every ISO 4217 code Intl knows, sorted. */
export function knownCurrencyCodes(): string[] {
  return Intl.supportedValuesOf('currency');
}

/** A currency code as sent: trimmed, any case ("eur" -> "EUR"), refused with a clear message when unknown. */
export const currencyCodeSchema = z
  .string({ error: MONEY_ERRORS.currencyInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, MONEY_ERRORS.currencyInvalid)
  .superRefine((code, ctx) => {
    if (!isKnownCurrency(code)) ctx.addIssue({ code: 'custom', message: MONEY_ERRORS.unknownCurrency(code) });
  });

export { formatMoney } from './money-format';

/** A category attribute whose name says it is a price ("Price (EUR/month)", "Monthly rent", "Cost"). */
export function namesAPrice(name: string): boolean {
  return /\b(price|prices|priced|rent|rents|rental|cost|costs)\b/i.test(name);
}

/** An amount as a form's field holds it: 125000 -> "1250.00" (a plain number, no sign, no grouping). */
export function amountText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** An amount converted at `rate` (one unit of its currency in the other), in whole hundredths. */
export function convertCents(cents: number, rate: number): number {
  return Math.round(cents * rate);
}

/** Regions whose currency is the euro (ISO 3166 codes), for the default currency of a locale. */
const EURO_REGIONS = new Set(
  'AD AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MC ME MT NL PT SI SK SM VA XK'.split(' '),
);
const REGION_CURRENCIES: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  CH: 'CHF',
  LI: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  IS: 'ISK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  RS: 'RSD',
  UA: 'UAH',
  TR: 'TRY',
  IL: 'ILS',
  AE: 'AED',
  SA: 'SAR',
  EG: 'EGP',
  ZA: 'ZAR',
  NG: 'NGN',
  KE: 'KES',
  MA: 'MAD',
  IN: 'INR',
  PK: 'PKR',
  BD: 'BDT',
  CN: 'CNY',
  HK: 'HKD',
  TW: 'TWD',
  JP: 'JPY',
  KR: 'KRW',
  SG: 'SGD',
  MY: 'MYR',
  TH: 'THB',
  ID: 'IDR',
  PH: 'PHP',
  VN: 'VND',
  AU: 'AUD',
  NZ: 'NZD',
  CA: 'CAD',
  MX: 'MXN',
  BR: 'BRL',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  PE: 'PEN',
  UY: 'UYU',
};

/**
 * The currency of a browser locale's region ("de-DE" -> "EUR", "en-GB" -> "GBP", "fr" -> "EUR" through its likely
 * region), else MONEY.fallbackCurrency. Intl has no region-to-currency table, so the common ones are listed.
 */
export function currencyOfLocale(locale: string | undefined): string {
  if (!locale) return MONEY.fallbackCurrency;
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    return MONEY.fallbackCurrency;
  }
  if (!region) return MONEY.fallbackCurrency;
  if (EURO_REGIONS.has(region)) return 'EUR';
  return REGION_CURRENCIES[region] ?? MONEY.fallbackCurrency;
}

/** One exchange rate of a folder: one unit of `currency` is worth `rate` units of the folder's currency. */
export const exchangeRateSchema = z.object({
  currency: currencyCodeSchema,
  rate: z
    .number({ error: MONEY_ERRORS.rateInvalid })
    .refine((n) => Number.isFinite(n) && n > 0 && n <= MONEY.rateMax, MONEY_ERRORS.rateInvalid),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** The folder's whole set of rates (what is not listed is removed), one per currency. */
export const exchangeRatesBodySchema = z.object({
  rates: z
    .array(exchangeRateSchema, { error: MONEY_ERRORS.rateInvalid })
    .max(MONEY.ratesPerFolderMax, MONEY_ERRORS.tooManyRates)
    .superRefine((rates, ctx) => {
      const seen = new Set<string>();
      rates.forEach((r, index) => {
        if (seen.has(r.currency))
          ctx.addIssue({
            code: 'custom',
            message: MONEY_ERRORS.rateListedTwice(r.currency),
            path: [index, 'currency'],
          });
        seen.add(r.currency);
      });
    }),
});
export type ExchangeRatesBody = z.input<typeof exchangeRatesBodySchema>;

/** A folder's money: its currency, its rates, and the other currencies its items are priced in. */
export const folderMoneySchema = z.object({
  folderId: idSchema,
  currency: z.string(),
  rates: z.array(z.object({ currency: z.string(), rate: z.number(), updatedAt: isoDate })),
  /** Currencies other than the folder's that the viewer's visible priced items use, sorted. */
  otherCurrencies: z.array(z.string()),
  /** The viewer owns the folder's tree: only the owner sets rates. */
  canEditRates: z.boolean(),
});
export type FolderMoney = z.infer<typeof folderMoneySchema>;

/** The rate of `currency` among a folder's rates, 1 for the folder's own currency, null when none is set. */
export function rateOf(
  money: { currency: string; rates: ReadonlyArray<{ currency: string; rate: number }> },
  currency: string,
): number | null {
  if (currency === money.currency) return 1;
  return money.rates.find((r) => r.currency === currency)?.rate ?? null;
}

export const moneyEndpoints = {
  get: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/exchange-rates',
    summary: "A folder's currency, its exchange rates and the other currencies its items are priced in",
    tag: 'folders',
    auth: true,
    params: idParamsSchema,
    response: folderMoneySchema,
  }),
  update: defineEndpoint({
    method: 'put',
    path: '/api/folders/:id/exchange-rates',
    summary: "Replace a folder's exchange rates (owner only): one per currency other than the folder's",
    tag: 'folders',
    auth: true,
    params: idParamsSchema,
    body: exchangeRatesBodySchema,
    response: folderMoneySchema,
  }),
};
