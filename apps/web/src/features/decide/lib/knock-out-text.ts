import { type Criterion, DECIDE_TEXTS as T, formatMoney, type KnockOut, MONEY } from '@shortlist/contracts';

/**
 * Why an item is out, in words: "Pets allowed: no is not allowed", "Price above the budget of €1,500.00" (the
 * budget in the folder's `currency`).
 */
export function knockOutText(
  criteria: readonly Criterion[],
  k: KnockOut,
  currency: string = MONEY.fallbackCurrency,
): string {
  const label = criteria.find((c) => c.id === k.criterionId)?.label ?? k.criterionId;
  const detail = k.reason === 'over_budget' ? formatMoney(Number(k.detail), currency) : k.detail;
  return T.knockOutReasons[k.reason](label, detail);
}
