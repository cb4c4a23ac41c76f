import { currencyOfLocale, knownCurrencyCodes } from '@shortlist/contracts';

/** Currencies offered first, before the full ISO 4217 list. */
const COMMON = ['EUR', 'USD', 'GBP', 'CHF', 'JPY', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK'];

let names: Intl.DisplayNames | undefined;

/** "EUR" -> "EUR · Euro" (the code first: it is what the price shows). */
export function currencyLabel(code: string): string {
  try {
    names ??= new Intl.DisplayNames(['en'], { type: 'currency' });
    const name = names.of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

/** The options of a currency control: `current` and the browser's first, then the common ones, then the rest. */
export function currencyOptions(current: string | undefined): { first: string[]; rest: string[] } {
  const first = [...new Set([current, browserCurrency(), ...COMMON].filter((c): c is string => Boolean(c)))];
  const rest = knownCurrencyCodes().filter((c) => !first.includes(c));
  return { first, rest };
}

/** The currency of the browser's language region ("de-DE" -> EUR): a new folder's default. */
export function browserCurrency(): string {
  return currencyOfLocale(typeof navigator === 'undefined' ? undefined : navigator.language);
}
