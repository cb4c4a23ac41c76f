import { convertCents, formatMoney, MONEY_TEXTS, rateOf } from '@shortlist/contracts';

interface FolderRates {
  currency: string;
  rates: ReadonlyArray<{ currency: string; rate: number }>;
}

/**
 * A price in another currency than the folder's, as it is worth in the folder's at the folder's rate ("≈ €1,012.00"),
 * shown beside the price itself; null when it is the folder's currency, there is no price or no rate yet.
 */
export function convertedPrice(
  money: FolderRates | undefined,
  cents: number | null,
  currency: string,
): string | null {
  if (!money || cents === null || currency === money.currency) return null;
  const rate = rateOf(money, currency);
  return rate === null ? null : MONEY_TEXTS.converted(formatMoney(convertCents(cents, rate), money.currency));
}

/** The currencies the priced ones of these items are in, sorted (more than one: the page says so). */
export function pricedCurrencies(
  items: ReadonlyArray<{ priceCents: number | null; currency: string }>,
): string[] {
  return [...new Set(items.filter((i) => i.priceCents !== null).map((i) => i.currency))].sort();
}
