import {
  type Criterion,
  type CriterionValue,
  DECIDE,
  DECIDE_TEXTS as T,
  formatMoney,
  type RankedItem,
} from '@shortlist/contracts';

export interface TopPick {
  itemId: string;
  score: number;
  /** Its largest contributions in words, largest first: "Rent 900 €/month: best of 6". */
  reasons: string[];
}

/** A criterion's value as the reasons write it: money in the folder's currency, numbers with their unit. */
function valueText(criterion: Criterion, value: CriterionValue | undefined, currency: string): string {
  if (value === null || value === undefined || value === '') return T.missingValue;
  if (criterion.source === 'price' && typeof value === 'number') return formatMoney(value, currency);
  if (typeof value === 'number') {
    const n = Number(value.toFixed(1));
    return criterion.unit ? `${n} ${criterion.unit}` : String(n);
  }
  return value;
}

/**
 * The leading item of a ranking, its score, and why: its largest contributions, each with the item's place among
 * the ranked items on that criterion (from the same normalised values the score is made of).
 */
export function topPickOf(
  ranking: readonly RankedItem[],
  criteria: readonly Criterion[],
  valuesOf: (itemId: string) => Readonly<Record<string, CriterionValue>> | undefined,
  currency: string,
): TopPick | null {
  const ranked = ranking.filter((r) => r.rank !== null && r.score !== null);
  const leader = ranked[0];
  if (!leader) return null;
  const byId = new Map(criteria.map((c) => [c.id, c]));
  const values = valuesOf(leader.itemId) ?? {};
  const reasons = leader.contributions
    .filter((c) => c.points > 0 && byId.has(c.criterionId))
    .sort((a, b) => b.points - a.points)
    .slice(0, DECIDE.topPickReasons)
    .map((c) => {
      const criterion = byId.get(c.criterionId)!;
      const better = ranked.filter((r) => {
        const theirs = r.contributions.find((x) => x.criterionId === c.criterionId);
        return theirs !== undefined && theirs.normalised > c.normalised + 1e-9;
      }).length;
      return T.topPickReason(
        criterion.label,
        valueText(criterion, values[c.criterionId], currency),
        better + 1,
        ranked.length,
      );
    });
  return { itemId: leader.itemId, score: leader.score!, reasons };
}
