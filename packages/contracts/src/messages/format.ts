/** How a text states a number of limits/, so the text follows the limit. */

/** 500 -> "$5", 1050 -> "$10.50": referral amounts as the spec words them. */
export function dollars(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/** 10 * 1024 * 1024 -> "10 MB". */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** 5000 -> "5 seconds". */
export function seconds(ms: number): string {
  const n = Math.round(ms / 1000);
  return n === 1 ? '1 second' : `${n} seconds`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** { month: 12, day: 31 } -> "31 December". */
export function dayOfYear(date: { month: number; day: number }): string {
  return `${date.day} ${MONTHS[date.month - 1]}`;
}

/** 999_999.99 -> "999999.99" (no grouping: the form field's own notation). */
export function plainNumber(n: number): string {
  return String(n);
}

/** 0.01 -> "two": decimal places of a step, in words (the spec's price message). */
export function decimalPlaces(step: number): string {
  const places = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  return ['no', 'one', 'two', 'three', 'four'][places] ?? String(places);
}

/** 1 -> "one", 2 -> "two"... for small counts the spec spells out. */
export function countWord(n: number): string {
  return (
    ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] ?? String(n)
  );
}
