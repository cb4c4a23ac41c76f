import {
  AVERAGE_RATING_CRITERION,
  type Criterion,
  type CriterionSettings,
  DECIDE,
  type DecisionItem,
  type DecisionRecord,
  type DecisionView,
  convertCents,
  isGoodDeal,
  MONEY,
  meanWeights,
  PRICE_CRITERION,
  ratingCriterionId,
  rankOpenItems,
  rateOf,
  type ScoringResult,
} from '@shortlist/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { buildCriteria, effectiveWeights, type Member } from './decide.criteria';
import * as repo from './decide.repository';

/** Everything the decision view is computed from, read in a constant number of statements. */
export interface DecisionData {
  folderId: string;
  ownerId: string;
  /** Owner first, then the others by name. */
  members: Member[];
  criteria: Criterion[];
  settings: repo.SettingsRow;
  items: Array<DecisionItem & { ratingsByUser: Map<string, number> }>;
  /** Effective weights of each member. */
  weightsByUser: Map<string, Record<string, number>>;
  /** The folder's currency and rates: Decide ranks prices in that currency. */
  money: FolderMoneyRates;
}

export interface FolderMoneyRates {
  currency: string;
  rates: ReadonlyArray<{ currency: string; rate: number }>;
}

/**
 * A price as Decide ranks it: in the folder's currency, converted at the folder's rate; null when there is no
 * price or no rate for its currency (the item is then left out of the price criterion).
 */
export function priceInFolderCurrency(
  money: FolderMoneyRates,
  priceCents: number | null,
  currency: string,
): number | null {
  if (priceCents === null) return null;
  const rate = rateOf(money, currency);
  return rate === null ? null : convertCents(priceCents, rate);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function displayName(p: { fullName: string | null; nickname: string | null } | undefined): string {
  return p?.fullName || p?.nickname || 'Unknown';
}

/** One statement, whatever the number of items, criteria or people. */
export async function loadDecisionData(
  db: DbOrTx,
  folderId: string,
  ownerId: string,
  memberIds: readonly string[],
  viewerId: string | null,
  /** Whose items count: the viewer's visible ones (default), or null for the shared ones only. */
  itemsSeenBy: string | null = viewerId,
): Promise<DecisionData> {
  const read = await readDecision(db, folderId, viewerId, itemsSeenBy);
  return decisionDataOf(read, folderId, ownerId, memberIds);
}

/** The folder's decision as one statement reads it (access chain included: decide access from `chain`). */
export function readDecision(
  db: Database | DbOrTx,
  folderId: string,
  viewerId: string | null,
  itemsSeenBy: string | null,
) {
  return repo.readDecision(db, folderId, viewerId, itemsSeenBy, DECIDE.sparklinePoints);
}

/** The decision data of what `readDecision` read, for the given members (the access rule decides them). */
export function decisionDataOf(
  read: repo.DecisionRead,
  folderId: string,
  ownerId: string,
  memberIds: readonly string[],
): DecisionData {
  const settings: repo.SettingsRow = read.settings ?? {
    budgetCents: null,
    criteria: {},
    lockedGroupWeights: null,
  };
  const profileById = new Map(read.profiles.map((p) => [p.id, p]));
  const members: Member[] = memberIds
    .map((userId) => ({ userId, name: displayName(profileById.get(userId)) }))
    .sort((a, b) => (a.userId === ownerId ? -1 : b.userId === ownerId ? 1 : a.name.localeCompare(b.name)));
  const criteria = buildCriteria(
    read.attributes,
    members,
    settings.criteria as Record<string, CriterionSettings>,
  );
  const attributeCriteria = criteria.filter((c) => c.source === 'attribute');
  const shared = members.length > 1;
  const money: FolderMoneyRates = read.money ?? { currency: MONEY.fallbackCurrency, rates: [] };

  const items = read.items.map((row) => {
    const ratingsByUser = new Map<string, number>();
    for (const [userId, rating] of Object.entries(row.ratings ?? {})) ratingsByUser.set(userId, rating);
    const rated = [...ratingsByUser.values()];
    const average = rated.length ? round1(rated.reduce((s, r) => s + r, 0) / rated.length) : null;
    const attributeValues = row.values ?? {};
    const converted = priceInFolderCurrency(money, row.priceCents, row.currency);
    const itemValues: Record<string, number | string | null> = {
      [PRICE_CRITERION]: converted,
      [AVERAGE_RATING_CRITERION]: average,
    };
    for (const m of members) itemValues[ratingCriterionId(m.userId)] = ratingsByUser.get(m.userId) ?? null;
    for (const c of attributeCriteria) itemValues[c.id] = attributeValues[c.label] ?? null;
    const history = row.history;
    const spread = rated.length >= 2 ? Math.max(...rated) - Math.min(...rated) : null;
    return {
      id: row.id,
      name: row.name,
      priceCents: row.priceCents,
      currency: row.currency,
      createdAt: row.createdAt,
      hasLink: row.hasLink,
      status: row.status ?? 'considering',
      statusReason: row.statusReason,
      targetPriceCents: row.targetPriceCents,
      values: itemValues,
      averageRating: average,
      consensus: shared
        ? {
            ratings: members.map((m) => ratingsByUser.get(m.userId) ?? null),
            average,
            spread,
            disagree: spread !== null && spread >= DECIDE.disagreementSpread,
            // one person's rating so far (whoever looks: the viewer's own, or another member's)
            notRatedByOthers: rated.length === 1,
          }
        : null,
      priceHistory: [...(history?.prices ?? [])].reverse(),
      goodDeal: isGoodDeal(row.priceCents, history),
      priceInFolderCurrency: converted,
      leftOut: row.priceCents !== null && converted === null ? [PRICE_CRITERION] : [],
      ratingsByUser,
    } satisfies DecisionData['items'][number];
  });

  const savedByUser = new Map(Object.entries(read.weights));
  const weightsByUser = new Map(
    members.map((m) => [m.userId, effectiveWeights(criteria, savedByUser.get(m.userId))]),
  );
  return { folderId, ownerId, members, criteria, settings, items, weightsByUser, money };
}

/** The group's weights: the locked ones, or the mean of the members' own. */
export function groupWeightsOf(data: DecisionData): Record<string, number> {
  if (data.settings.lockedGroupWeights)
    return effectiveWeights(data.criteria, data.settings.lockedGroupWeights);
  return meanWeights(data.criteria, [...data.weightsByUser.values()]);
}

/** Ranks the folder's items (rejected ones leave the ranking) with the given weights. */
export function rank(data: DecisionData, weights: Record<string, number>): ScoringResult {
  return rankOpenItems({
    criteria: data.criteria,
    weights,
    items: data.items,
    budgetCents: data.settings.budgetCents,
  });
}

/** The weights a folder's watches rank with: the group's in a shared folder, the owner's otherwise. */
export function folderWeights(data: DecisionData): Record<string, number> {
  return data.members.length > 1 ? groupWeightsOf(data) : (data.weightsByUser.get(data.ownerId) ?? {});
}

export function stripInternal(item: DecisionData['items'][number]): DecisionItem {
  const { ratingsByUser: _ratings, ...rest } = item;
  return rest;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The ranking as the API answers it: scores and contributions to 0.01, and contributions only of the criteria
 * that count (weight above 0; the others add nothing). A folder of 500 items and 15 criteria answered about
 * 1.3 MB with every float in full and every criterion listed; the web re-ranks with the same function anyway.
 */
function compactRanking(ranking: ScoringResult['ranking'], weights: Readonly<Record<string, number>>) {
  // the ranking was just computed for this answer: rounded in place, no second copy of 500 x 15 objects
  for (const r of ranking) {
    if (r.score !== null) r.score = round2(r.score);
    const counted = r.contributions.filter((c) => (weights[c.criterionId] ?? 0) > 0);
    for (const c of counted) {
      c.normalised = round2(c.normalised);
      c.points = round2(c.points);
    }
    r.contributions = counted;
  }
  return ranking;
}

/** Ranks as the viewer sees it, with what moved since `seen`. */
export function presentView(
  data: DecisionData,
  options: {
    folderName: string;
    viewerId: string;
    viewerIsOwner: boolean;
    weightsUsed: 'mine' | 'group';
    seen: Record<string, { rank: number | null; priceCents: number | null }> | undefined;
    decision: DecisionRecord | null;
  },
): DecisionView {
  const shared = data.members.length > 1;
  const myWeights = data.weightsByUser.get(options.viewerId) ?? effectiveWeights(data.criteria, undefined);
  const groupWeights = shared ? groupWeightsOf(data) : null;
  const weights = options.weightsUsed === 'group' && groupWeights ? groupWeights : myWeights;
  const result = rank(data, weights);
  const byId = new Map(data.items.map((i) => [i.id, i]));
  const moves: DecisionView['moves'] = [];
  if (options.seen) {
    for (const r of result.ranking) {
      const before = options.seen[r.itemId];
      const item = byId.get(r.itemId)!;
      const fromRank = before ? before.rank : null;
      const priceChangePct =
        before?.priceCents && item.priceCents !== null && before.priceCents !== item.priceCents
          ? ((item.priceCents - before.priceCents) / before.priceCents) * 100
          : null;
      if (fromRank !== r.rank || priceChangePct !== null)
        moves.push({
          itemId: r.itemId,
          name: item.name,
          fromRank,
          fromOut: before !== undefined && before.rank === null,
          toRank: r.rank,
          priceChangePct,
        });
    }
  }
  return {
    folder: {
      id: data.folderId,
      name: options.folderName,
      isShared: shared,
      budgetCents: data.settings.budgetCents,
      groupLocked: data.settings.lockedGroupWeights !== null,
      viewerIsOwner: options.viewerIsOwner,
    },
    money: moneyOfView(data),
    criteria: data.criteria,
    members: data.members.map((m) => ({ ...m, isViewer: m.userId === options.viewerId })),
    myWeights,
    groupWeights,
    weightsUsed: options.weightsUsed,
    items: data.items.map(stripInternal),
    ranking: compactRanking(result.ranking, weights),
    winnerId: result.winnerId,
    runnerUpId: result.runnerUpId,
    winnerChange: result.winnerChange,
    moves,
    decision: options.decision,
  };
}

/** The folder's currency and rates, and which currencies its priced items use with and without a rate. */
function moneyOfView(data: DecisionData): DecisionView['money'] {
  const priced = data.items.filter((i) => i.priceCents !== null && i.status !== 'rejected');
  const currencies = [...new Set(priced.map((i) => i.currency))].sort();
  return {
    currency: data.money.currency,
    rates: data.money.rates.map((r) => ({ currency: r.currency, rate: r.rate })),
    currencies,
    missingRates: currencies.filter((c) => rateOf(data.money, c) === null),
  };
}

/** What a viewer has now seen: rank and price of each item. */
export function seenOf(view: DecisionView) {
  const price = new Map(view.items.map((i) => [i.id, i.priceCents]));
  return Object.fromEntries(
    view.ranking.map((r) => [r.itemId, { rank: r.rank, priceCents: price.get(r.itemId) ?? null }]),
  );
}
