import {
  type Criterion,
  type DecisionItem,
  type DecisionRecord,
  type DecisionView,
  decideEndpoints,
  type ItemStatus,
  rankOpenItems,
} from '@shortlist/contracts';
import { mockEndpoint } from './render';

/** A number criterion (the price, or an attribute `attr:<name>`), weighed 5 by default, with no settings. */
export function numberCriterion(id: string, label: string, direction: 'higher' | 'lower'): Criterion {
  return {
    id,
    label,
    kind: 'number',
    source: id === 'price' ? 'price' : 'attribute',
    direction,
    target: null,
    options: [],
    optionPoints: {},
    mustHave: null,
    defaultWeight: 5,
    unit: null,
  };
}

/** An item being considered, its price its only value, no link, no rating; `more` overrides any of it. */
export function makeDecisionItem(
  id: string,
  name: string,
  priceCents: number | null,
  more: Partial<DecisionItem> = {},
): DecisionItem {
  return {
    id,
    name,
    priceCents,
    currency: 'USD',
    createdAt: '2026-01-01T00:00:00.000Z',
    hasLink: false,
    status: 'considering',
    statusReason: null,
    targetPriceCents: null,
    values: priceCents === null ? {} : { price: priceCents },
    averageRating: null,
    consensus: null,
    priceHistory: [],
    goodDeal: false,
    ...more,
  };
}

/**
 * Ada's record of choosing the first of `items` ("Close to the park"), weighing the price alone at 5, the ranking
 * scored as the server scores it.
 */
export function makeDecisionRecord(
  items: DecisionItem[],
  more: Partial<Pick<DecisionRecord, 'members' | 'budgetCents'>> = {},
): DecisionRecord {
  const criteria = [numberCriterion('price', 'Price', 'lower')];
  const weights = { price: 5 };
  const budgetCents = more.budgetCents ?? null;
  return {
    id: '66666666-6666-4666-8666-666666666666',
    itemId: items[0]!.id,
    itemName: items[0]!.name,
    decidedAt: '2026-02-03T10:00:00.000Z',
    decidedBy: 'Ada',
    reason: 'Close to the park',
    weightsUsed: 'mine',
    weights,
    criteria,
    members: more.members ?? [],
    items,
    ranking: rankOpenItems({ criteria, weights, items, budgetCents }).ranking,
    budgetCents,
  };
}

/**
 * A decision view of the folder `folderId` named `name`: the owner's, not shared, no budget, in dollars, with
 * nothing in it but what `parts` gives.
 */
export function decisionViewOf(folderId: string, name: string, parts: Partial<DecisionView>): DecisionView {
  return {
    folder: {
      id: folderId,
      name,
      isShared: false,
      budgetCents: null,
      groupLocked: false,
      viewerIsOwner: true,
    },
    money: { currency: 'USD', rates: [], currencies: ['USD'], missingRates: [] },
    criteria: [],
    members: [],
    myWeights: {},
    groupWeights: null,
    weightsUsed: 'mine',
    items: [],
    ranking: [],
    winnerId: null,
    runnerUpId: null,
    winnerChange: null,
    moves: [],
    decision: null,
    ...parts,
  };
}

/** A folder's decision view with only what the folder page reads: each item's status, price history, good deal. */
export function makeDecisionView(
  folderId: string,
  items: Array<{
    id: string;
    name?: string;
    status?: ItemStatus;
    priceHistory?: number[];
    goodDeal?: boolean;
  }>,
): DecisionView {
  return decisionViewOf(folderId, 'Folder', {
    items: items.map((i) =>
      makeDecisionItem(i.id, i.name ?? 'Item', null, {
        status: i.status ?? 'considering',
        priceHistory: i.priceHistory ?? [],
        goodDeal: i.goodDeal ?? false,
      }),
    ),
  });
}

/** The decision view answered for any folder, with no statuses set (pages that show it beside other things). */
export const anyDecisionView = () =>
  mockEndpoint(decideEndpoints.view, (_request, params) => makeDecisionView(params.id!, []));
