/** An amount in cents as a form field shows it: "1500" for whole units, "1900.50" (never "1900.5") otherwise. */
export function centsToAmountInput(cents: number | null): string {
  if (cents === null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
