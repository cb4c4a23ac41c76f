/**
 * The decision score, once, pure: the API answers with it and the web re-ranks with it while weights
 * move, so both show the same numbers.
 *
 * - Each criterion is normalised over the items that are not knocked out: min-max to 0-100 (higher is better:
 *   max -> 100; lower is better: min -> 100; a target: the smallest distance -> 100). Options score their points
 *   (0-10) and a text criterion scores whether a value is there, both min-max like numbers. When every value is
 *   the same, everyone scores 100 (nobody is worse). A missing value scores 0 and is marked.
 * - The score is the weighted mean over the criteria with weight > 0; each criterion's contribution is its
 *   share of that mean, so the contributions add up to the score.
 * - Ties: higher group average rating first (unrated last), then the earlier added item.
 * - Must-haves knock an item out with a reason; knocked-out items have no score and come last.
 */

export const DIRECTIONS = ['higher', 'lower', 'target'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const CRITERION_KINDS = ['number', 'options', 'text'] as const;
export type CriterionKind = (typeof CRITERION_KINDS)[number];

export interface MustHave {
  /** Numbers: inclusive bounds. */
  min?: number | null;
  max?: number | null;
  /** Options: the allowed values (a yes/no attribute that must be yes: ['yes']). */
  allowed?: readonly string[] | null;
}

export interface ScoringCriterion {
  id: string;
  label: string;
  kind: CriterionKind;
  direction: Direction;
  /** For the target direction. */
  target?: number | null;
  /** Options: points per option, 0-10 (an option not listed scores 0). */
  optionPoints?: Readonly<Record<string, number>>;
  /** Present: the criterion is a must-have (a missing value knocks out too). */
  mustHave?: MustHave | null;
}

export type CriterionValue = number | string | null;

export interface ScoringItem {
  id: string;
  name: string;
  /** Values by criterion id; absent or null: missing. */
  values: Readonly<Record<string, CriterionValue>>;
  /** Group average rating (tie-break); null: nobody rated it. */
  averageRating: number | null;
  /** ISO date the item was added (last tie-break). */
  createdAt: string;
  /**
   * Criteria this item is left out of (a price in a currency the folder has no rate for): they count neither for
   * nor against it, its score is the weighted mean over its other criteria.
   */
  leftOut?: readonly string[];
}

/** Why an item is out: the criterion, and what was wrong. */
export interface KnockOut {
  criterionId: string;
  reason: 'missing' | 'below_min' | 'above_max' | 'not_allowed' | 'over_budget';
  /** The bound or value that failed, for the message. */
  detail: string;
}

export interface Contribution {
  criterionId: string;
  /** 0-100 before weighting; 0 for a missing value. */
  normalised: number;
  /** Points of the final score this criterion gave (weight share x normalised). */
  points: number;
  missing: boolean;
  /** The item is left out of this criterion (`ScoringItem.leftOut`): no points, and not counted as missing. */
  leftOut?: boolean;
}

export interface RankedItem {
  itemId: string;
  /** 1-based; null when knocked out. */
  rank: number | null;
  /** 0-100; null when knocked out. */
  score: number | null;
  contributions: Contribution[];
  knockOuts: KnockOut[];
}

export interface WinnerChange {
  /** The runner-up this change puts first. */
  itemId: string;
  criterionId: string;
  from: number;
  to: number;
}

export interface ScoringInput {
  criteria: readonly ScoringCriterion[];
  /** Weight (0-10) by criterion id; absent: 0. */
  weights: Readonly<Record<string, number>>;
  items: readonly ScoringItem[];
  /** The folder's budget in cents: an item whose `priceCriterionId` value is above it is out. */
  budgetCents?: number | null;
  priceCriterionId?: string;
}

export const WEIGHT_MIN = 0;
export const WEIGHT_MAX = 10;

function numeric(value: CriterionValue | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function isMissing(value: CriterionValue | undefined): boolean {
  return value === null || value === undefined || value === '';
}

/** The knock-outs of one item (empty: it stays in). */
export function knockOutsOf(
  item: ScoringItem,
  input: Pick<ScoringInput, 'criteria' | 'budgetCents' | 'priceCriterionId'>,
) {
  const out: KnockOut[] = [];
  const priceId = input.priceCriterionId ?? 'price';
  if (input.budgetCents != null) {
    const price = numeric(item.values[priceId]);
    if (price !== null && price > input.budgetCents)
      out.push({ criterionId: priceId, reason: 'over_budget', detail: String(input.budgetCents) });
  }
  for (const c of input.criteria) {
    const must = c.mustHave;
    if (!must) continue;
    const value = item.values[c.id];
    if (isMissing(value)) {
      out.push({ criterionId: c.id, reason: 'missing', detail: '' });
      continue;
    }
    if (c.kind === 'number') {
      const n = numeric(value);
      if (n === null) out.push({ criterionId: c.id, reason: 'missing', detail: '' });
      else if (must.min != null && n < must.min)
        out.push({ criterionId: c.id, reason: 'below_min', detail: String(must.min) });
      else if (must.max != null && n > must.max)
        out.push({ criterionId: c.id, reason: 'above_max', detail: String(must.max) });
    } else if (c.kind === 'options' && must.allowed && must.allowed.length > 0) {
      const v = String(value).toLowerCase();
      if (!must.allowed.some((a) => a.toLowerCase() === v))
        out.push({ criterionId: c.id, reason: 'not_allowed', detail: String(value) });
    }
  }
  return out;
}

/** Option points by lower-cased option (the first spelling listed wins), once per criterion. */
function optionPointsOf(c: ScoringCriterion): Map<string, number> {
  const points = new Map<string, number>();
  for (const [option, value] of Object.entries(c.optionPoints ?? {})) {
    const key = option.toLowerCase();
    if (!points.has(key)) points.set(key, value);
  }
  return points;
}

/** The raw number a criterion compares (before min-max), or null when the value is missing. */
function rawOf(
  c: ScoringCriterion,
  value: CriterionValue | undefined,
  optionPoints: ReadonlyMap<string, number>,
): number | null {
  if (isMissing(value)) return null;
  if (c.kind === 'text') return 1;
  if (c.kind === 'options') return optionPoints.get(String(value).toLowerCase()) ?? 0;
  const n = numeric(value);
  if (n === null) return null;
  if (c.direction === 'target') return c.target == null ? null : -Math.abs(n - c.target);
  return c.direction === 'lower' ? -n : n;
}

/**
 * Normalised 0-100 scores of every criterion for the given items (rows: items, in order), weight-independent, so
 * a weight can move without recomputing them. null: missing.
 */
export function normaliseCriteria(criteria: readonly ScoringCriterion[], items: readonly ScoringItem[]) {
  return criteria.map((c) => {
    const optionPoints = c.kind === 'options' ? optionPointsOf(c) : new Map<string, number>();
    const raws = items.map((item) => rawOf(c, item.values[c.id], optionPoints));
    let min = Infinity;
    let max = -Infinity;
    for (const r of raws) {
      if (r === null) continue;
      if (r < min) min = r;
      if (r > max) max = r;
    }
    return raws.map((r) => {
      if (r === null) return null;
      return max === min ? 100 : ((r - min) / (max - min)) * 100;
    });
  });
}

/** Rank order of two scored items: < 0 when the first goes first. */
function rankOrder(scoreA: number, a: ScoringItem, scoreB: number, b: ScoringItem): number {
  // scores equal to floating-point noise are ties
  if (Math.abs(scoreA - scoreB) > 1e-9) return scoreB - scoreA;
  const ra = a.averageRating ?? -1;
  const rb = b.averageRating ?? -1;
  if (ra !== rb) return rb - ra;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : 1;
}

function compareForRank(
  a: { score: number; item: ScoringItem },
  b: { score: number; item: ScoringItem },
): number {
  return rankOrder(a.score, a.item, b.score, b.item);
}

function clampWeight(w: number | undefined): number {
  if (w === undefined || !Number.isFinite(w)) return 0;
  return Math.min(WEIGHT_MAX, Math.max(WEIGHT_MIN, w));
}

/** An item's weights: 0 for the criteria it is left out of (the same array when there are none). */
function weightsOf(criteria: readonly ScoringCriterion[], weights: readonly number[], item: ScoringItem) {
  if (!item.leftOut || item.leftOut.length === 0) return weights;
  return criteria.map((c, ci) => (item.leftOut!.includes(c.id) ? 0 : weights[ci]!));
}

function scoresWith(
  criteria: readonly ScoringCriterion[],
  allWeights: readonly number[],
  normalised: ReadonlyArray<ReadonlyArray<number | null>>,
  itemIndex: number,
  item: ScoringItem,
) {
  const weights = weightsOf(criteria, allWeights, item);
  const total = weights.reduce((sum, w) => sum + w, 0);
  let score = 0;
  const contributions: Contribution[] = criteria.map((c, ci) => {
    const n = normalised[ci]![itemIndex] ?? null;
    const points = total > 0 ? (weights[ci]! * (n ?? 0)) / total : 0;
    score += points;
    if (weights !== allWeights && item.leftOut!.includes(c.id))
      return { criterionId: c.id, normalised: 0, points: 0, missing: false, leftOut: true };
    return { criterionId: c.id, normalised: n ?? 0, points, missing: n === null };
  });
  return { score, contributions };
}

/**
 * "What would change the winner", in one pass per weight step: with each item's weighted sum over the current
 * weights computed once, moving weight `ci` by `delta` moves an item's sum by `delta x its normalised value`,
 * so each step costs one multiplication per item (not one per item and criterion, nor an object per item).
 */
function smallestWinnerChange(
  criteria: readonly ScoringCriterion[],
  weights: readonly number[],
  normalised: ReadonlyArray<ReadonlyArray<number | null>>,
  active: readonly ScoringItem[],
  runnerUpId: string,
): WinnerChange | null {
  // each item's own weights (a criterion it is left out of weighs 0 for it, whatever its weight)
  const own = active.map((item) => weightsOf(criteria, weights, item));
  const weightSums = own.map((w) => w.reduce((sum, x) => sum + x, 0));
  const sums = active.map((_, i) => {
    let sum = 0;
    for (let ci = 0; ci < criteria.length; ci += 1) sum += own[i]![ci]! * (normalised[ci]![i] ?? 0);
    return sum;
  });
  const winnerWith = (ci: number, to: number): string | undefined => {
    const baseDelta = to - weights[ci]!;
    const column = normalised[ci]!;
    let best = -1;
    let bestScore = 0;
    for (let i = 0; i < active.length; i += 1) {
      const delta = active[i]!.leftOut?.includes(criteria[ci]!.id) ? 0 : baseDelta;
      const total = weightSums[i]! + delta;
      const score = total > 1e-12 ? (sums[i]! + delta * (column[i] ?? 0)) / total : 0;
      if (best === -1 || rankOrder(score, active[i]!, bestScore, active[best]!) < 0) {
        best = i;
        bestScore = score;
      }
    }
    return active[best]?.id;
  };
  let change: WinnerChange | null = null;
  criteria.forEach((c, ci) => {
    for (let to = WEIGHT_MIN; to <= WEIGHT_MAX; to += 1) {
      if (to === weights[ci]) continue;
      const step = Math.abs(to - weights[ci]!);
      if (change && step >= Math.abs(change.to - change.from)) continue;
      if (winnerWith(ci, to) === runnerUpId)
        change = { itemId: runnerUpId, criterionId: c.id, from: weights[ci]!, to };
    }
  });
  return change;
}

export interface ScoringResult {
  /** Ranked items first (best first), then the knocked-out ones in their given order. */
  ranking: RankedItem[];
  winnerId: string | null;
  runnerUpId: string | null;
  /** The smallest change of one weight (whole steps, 0-10) that puts the runner-up first; null if none does. */
  winnerChange: WinnerChange | null;
}

/** Ranks the items. Pure and deterministic: the same input gives the same numbers on the server and the web. */
export function scoreItems(input: ScoringInput): ScoringResult {
  const knocked = new Map(input.items.map((item) => [item.id, knockOutsOf(item, input)]));
  const active = input.items.filter((item) => knocked.get(item.id)!.length === 0);
  const normalised = normaliseCriteria(input.criteria, active);
  const weights = input.criteria.map((c) => clampWeight(input.weights[c.id]));

  const scored = active.map((item, i) => ({
    item,
    ...scoresWith(input.criteria, weights, normalised, i, item),
  }));
  scored.sort(compareForRank);
  const ranking: RankedItem[] = scored.map((s, index) => ({
    itemId: s.item.id,
    rank: index + 1,
    score: s.score,
    contributions: s.contributions,
    knockOuts: [],
  }));
  for (const item of input.items) {
    const outs = knocked.get(item.id)!;
    if (outs.length > 0)
      ranking.push({ itemId: item.id, rank: null, score: null, contributions: [], knockOuts: outs });
  }

  const winnerId = scored[0]?.item.id ?? null;
  const runnerUpId = scored[1]?.item.id ?? null;
  const winnerChange = runnerUpId
    ? smallestWinnerChange(input.criteria, weights, normalised, active, runnerUpId)
    : null;
  return { ranking, winnerId, runnerUpId, winnerChange };
}

/** A score as every screen shows it: a whole number out of 100 ("67/100"). */
export function formatScore(score: number): string {
  return `${Math.round(score)}/100`;
}

/** The group's weights: the mean of the members' effective weights per criterion (the caller fills in defaults). */
export function meanWeights(
  criteria: readonly Pick<ScoringCriterion, 'id'>[],
  perPerson: ReadonlyArray<Readonly<Record<string, number>>>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of criteria) {
    const sum = perPerson.reduce((s, w) => s + clampWeight(w[c.id]), 0);
    out[c.id] = perPerson.length === 0 ? 0 : sum / perPerson.length;
  }
  return out;
}
