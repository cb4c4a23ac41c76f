import type { DecisionView } from '@shortlist/contracts';

/**
 * Each item's place in the folder's ranking, for its card, once the ranking orders at least two items; null:
 * not ranked (rejected, knocked out) or no ranking yet (the view still loading).
 */
export function cardRanks(view: DecisionView | undefined): (itemId: string) => number | null {
  const ranked = (view?.ranking ?? []).filter((r) => r.rank !== null);
  if (ranked.length < 2) return () => null;
  const ranks = new Map(ranked.map((r) => [r.itemId, r.rank]));
  return (itemId) => ranks.get(itemId) ?? null;
}
