import { type DecisionItem, type DecisionView, decideEndpoints, type ItemStatus } from '@shortlist/contracts';
import { mockEndpoint } from './render';

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
  return {
    folder: {
      id: folderId,
      name: 'Folder',
      isShared: false,
      budgetCents: null,
      groupLocked: false,
      viewerIsOwner: true,
    },
    criteria: [],
    members: [],
    myWeights: {},
    groupWeights: null,
    weightsUsed: 'mine',
    items: items.map((i): DecisionItem => ({
      id: i.id,
      name: i.name ?? 'Item',
      priceCents: null,
      currency: 'USD',
      createdAt: '2026-01-01T00:00:00.000Z',
      hasLink: false,
      status: i.status ?? 'considering',
      statusReason: null,
      targetPriceCents: null,
      values: {},
      averageRating: null,
      consensus: null,
      priceHistory: i.priceHistory ?? [],
      goodDeal: i.goodDeal ?? false,
    })),
    ranking: [],
    winnerId: null,
    runnerUpId: null,
    winnerChange: null,
    moves: [],
    decision: null,
  };
}

/** The decision view answered for any folder, with no statuses set (pages that show it beside other things). */
export const anyDecisionView = () =>
  mockEndpoint(decideEndpoints.view, (_request, params) => makeDecisionView(params.id!, []));
