import { type Criterion, DECIDE_TEXTS as T, formatCents, type KnockOut } from '@shortlist/contracts';

/** Why an item is out, in words: "Pets allowed: no is not allowed", "Price above the budget of $1,500.00". */
export function knockOutText(criteria: readonly Criterion[], k: KnockOut): string {
  const label = criteria.find((c) => c.id === k.criterionId)?.label ?? k.criterionId;
  const detail = k.reason === 'over_budget' ? formatCents(Number(k.detail)) : k.detail;
  return T.knockOutReasons[k.reason](label, detail);
}
