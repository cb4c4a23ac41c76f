/*
 * Writing an amount, apart from the money schemas: pages that show prices but parse none (the landing's pricing)
 * take this without zod.
 */

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in hundredths ("cents") of `currency`, as `locale` writes it: 235000, 'EUR' -> "€2,350.00". A code
 * Intl refuses is written after the plain number ("2,350.00 XYZ") rather than failing the page.
 */
export function formatMoney(cents: number, currency: string, locale = 'en-US'): string {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      return `${plain.format(cents / 100)} ${currency}`;
    }
    formats.set(key, format);
  }
  return format.format(cents / 100);
}
