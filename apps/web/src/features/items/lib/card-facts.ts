import type { Criterion, DecisionView } from '@shortlist/contracts';

/** One of an item card's key facts: "Area" "85 m2". */
export interface CardFact {
  label: string;
  value: string;
}

/** How many facts a card shows. */
const FACTS_PER_CARD = 3;

function factValue(criterion: Criterion, value: string | number): string {
  const text = typeof value === 'number' ? value.toLocaleString('en-US') : value.trim();
  return criterion.kind === 'number' && criterion.unit ? `${text} ${criterion.unit}` : text;
}

/**
 * What the item cards show of the folder's decision view: two or three key facts per item (the attributes
 * the viewer's weights count most, else the first attributes; price and rating are on the card already) and
 * each item's rank once the ranking orders at least two items. Without the view (still loading), nothing.
 */
export function cardFacts(view: DecisionView | undefined): {
  of(itemId: string): CardFact[];
  rankOf(itemId: string): number | null;
} {
  if (!view) return { of: () => [], rankOf: () => null };
  const weights = view.weightsUsed === 'group' && view.groupWeights ? view.groupWeights : view.myWeights;
  const weightOf = (c: Criterion) => weights[c.id] ?? c.defaultWeight;
  const attributes = view.criteria.filter((c) => c.source === 'attribute');
  // a stable sort: equal weights keep the criteria's own order
  const weighted = attributes.filter((c) => weightOf(c) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  const shown =
    weighted.length > 0 ? [...weighted, ...attributes.filter((c) => weightOf(c) <= 0)] : attributes;
  const items = new Map(view.items.map((item) => [item.id, item]));
  const ranked = view.ranking.filter((r) => r.rank !== null);
  const ranks = new Map(ranked.map((r) => [r.itemId, r.rank]));

  return {
    of(itemId) {
      const item = items.get(itemId);
      if (!item) return [];
      const facts: CardFact[] = [];
      for (const criterion of shown) {
        const value = item.values[criterion.id];
        if (value === null || value === undefined || value === '') continue;
        facts.push({ label: criterion.label, value: factValue(criterion, value) });
        if (facts.length === FACTS_PER_CARD) break;
      }
      return facts;
    },
    rankOf: (itemId) => (ranked.length >= 2 ? (ranks.get(itemId) ?? null) : null),
  };
}
