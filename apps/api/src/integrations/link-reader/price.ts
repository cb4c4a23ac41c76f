import { isKnownCurrency, ITEM_PRICE_MAX_CENTS } from '@shortlist/contracts';

/** Signs that name one currency as pages write them ("$" alone is taken as US dollars). */
const CURRENCY_SYMBOLS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  '₩': 'KRW',
  '₺': 'TRY',
  '₴': 'UAH',
  '₪': 'ILS',
  zł: 'PLN',
  R$: 'BRL',
  C$: 'CAD',
  CA$: 'CAD',
  A$: 'AUD',
  AU$: 'AUD',
  NZ$: 'NZD',
  HK$: 'HKD',
  S$: 'SGD',
  Fr: 'CHF',
  Kč: 'CZK',
};

/**
 * A price as pages write it -> integer cents, or null. Numbers are taken as they are; strings may carry a currency
 * sign, spaces and thousands separators ("$1,299.99", "1.299,99 €", "1 299,99"). The last separator followed by
 * other than three digits is the decimal one. Negative, absurd (over the item limit) or missing prices give null.
 */
export function parsePriceCents(value: unknown): number | null {
  let amount: number;
  if (typeof value === 'number') {
    amount = value;
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (/^-/.test(text)) return null;
    const digits = text.replace(/[^\d.,]/g, '');
    if (!/\d/.test(digits)) return null;
    const lastDot = digits.lastIndexOf('.');
    const lastComma = digits.lastIndexOf(',');
    const lastSep = Math.max(lastDot, lastComma);
    const sepCount = (digits.match(/[.,]/g) ?? []).length;
    const decimals = digits.length - lastSep - 1;
    // both kinds: the last is the decimal one ("1.299,99", "1,299.99"); one kind used once: decimal unless
    // followed by exactly three digits ("12,99" and "12.5" are decimals, "1,299" is thousands)
    const isDecimal =
      lastSep !== -1 &&
      ((lastDot !== -1 && lastComma !== -1) ||
        (sepCount === 1 && !(decimals === 3 && /^\d{1,3}[.,]\d{3}$/.test(digits))));
    const whole = isDecimal ? digits.slice(0, lastSep) : digits;
    const fraction = isDecimal ? digits.slice(lastSep + 1) : '';
    amount = Number(`${whole.replace(/[.,]/g, '') || '0'}.${fraction || '0'}`);
  } else {
    return null;
  }
  if (!Number.isFinite(amount) || amount < 0) return null;
  const cents = Math.round(amount * 100);
  return cents <= ITEM_PRICE_MAX_CENTS ? cents : null;
}

/** An ISO 4217 code ("eur " -> "EUR"), or the code of a common sign ("€" -> "EUR"); otherwise null. */
export function normaliseCurrency(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^[A-Za-z]{3}$/.test(text)) {
    const code = text.toUpperCase();
    return isKnownCurrency(code) ? code : null;
  }
  return CURRENCY_SYMBOLS[text] ?? null;
}

/**
 * The currency a price text states beside its number ("1.299,99 €", "EUR 1,299", "£12"), or null: for a page that
 * gives a price but no currency field.
 */
export function currencyInPrice(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  for (const part of value.split(/[\d\s.,]+/)) {
    const currency = normaliseCurrency(part);
    if (currency) return currency;
  }
  return null;
}
