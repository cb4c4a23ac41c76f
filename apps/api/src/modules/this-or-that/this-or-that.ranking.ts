import { predictWin, rate, rating, type Rating } from 'openskill';
import { ITEM, THIS_OR_THAT, type ThisOrThatAnswer } from '@shortlist/contracts';

export type Answer = [leftId: string, rightId: string, answer: ThisOrThatAnswer];

export interface RoundRanking {
  order: Array<{ itemId: string; place: number; confidence: number | null; settled: boolean }>;
  next: { leftId: string; rightId: string } | null;
  finished: boolean;
  confidence: number;
  budget: number;
  suggestedRatings: Record<string, number>;
}

/** At most about n log2 n answers for n items: what a comparison sort needs. */
export const answerBudget = (n: number) => (n < 2 ? 0 : Math.ceil(n * Math.log2(n)));

/**
 * A person's order from their answers, and the next pair to ask.
 * - The order: openskill (Plackett-Luce, its default model) rates every item from the answers in the order given,
 *   "about the same" as a draw; the answers themselves, closed under transitivity, fix every step they settle
 *   and the model's ratings order the rest. Its win chance between neighbours is the confidence.
 * - The next pair: of the pairs the answers leave open, the one whose answer, either way, settles the most other
 *   pairs (through transitivity), the closest in rating first. Asked this way, n items settle in about n log2 n
 *   answers; the round stops once every step of the order is settled or sure, or at the budget.
 */
export function rankRound(itemIds: readonly string[], answers: readonly Answer[]): RoundRanking {
  const n = itemIds.length;
  const index = new Map(itemIds.map((id, i) => [id, i]));
  const ratings: Rating[] = itemIds.map(() => rating());

  // "about the same" joins items into one class (union-find)
  const parent = itemIds.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const wins: Array<[number, number]> = [];
  const skipped = new Set<string>();
  const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

  for (const [leftId, rightId, answer] of answers) {
    const a = index.get(leftId);
    const b = index.get(rightId);
    if (a === undefined || b === undefined || a === b) continue;
    if (answer === 'skip') {
      skipped.add(pairKey(a, b));
      continue;
    }
    const [ra, rb] = [ratings[a]!, ratings[b]!];
    const ranks = answer === 'same' ? [1, 1] : answer === 'left' ? [1, 2] : [2, 1];
    const [[na], [nb]] = rate([[ra], [rb]], { rank: ranks });
    ratings[a] = na!;
    ratings[b] = nb!;
    if (answer === 'same') parent[find(a)] = find(b);
    else wins.push(answer === 'left' ? [a, b] : [b, a]);
  }

  // reach[x][y]: the answers say x's class beats y's, directly or through others
  const reach = itemIds.map(() => new Array<boolean>(n).fill(false));
  for (const [w, l] of wins) reach[find(w)]![find(l)] = true;
  const classes = [...new Set(itemIds.map((_, i) => find(i)))];
  for (const k of classes)
    for (const i of classes) if (reach[i]![k]) for (const j of classes) if (reach[k]![j]) reach[i]![j] = true;
  const beats = (x: number, y: number) => reach[x]![y] === true;
  const strictly = (x: number, y: number) => beats(x, y) && !beats(y, x);
  const comparable = (x: number, y: number) => x === y || beats(x, y) || beats(y, x);
  const members = new Map<number, number[]>();
  itemIds.forEach((_, i) => members.set(find(i), [...(members.get(find(i)) ?? []), i]));
  const muOf = (c: number) => {
    const m = members.get(c)!;
    return m.reduce((s, i) => s + ratings[i]!.mu, 0) / m.length;
  };
  const ratingOf = (c: number): Rating => {
    const m = members.get(c)!;
    return { mu: muOf(c), sigma: Math.max(...m.map((i) => ratings[i]!.sigma)) };
  };

  // best first: a class no remaining class strictly beats, the highest rated among those
  const orderedClasses: number[] = [];
  const left = new Set(classes);
  while (left.size > 0) {
    const free = [...left].filter((c) => ![...left].some((d) => d !== c && strictly(d, c)));
    const best = free.sort((a, b) => muOf(b) - muOf(a) || a - b)[0]!;
    orderedClasses.push(best);
    left.delete(best);
  }

  const steps = orderedClasses.map((c, i) => {
    const next = orderedClasses[i + 1];
    if (next === undefined) return { confidence: null as number | null, settled: true };
    const [p] = predictWin([[ratingOf(c)], [ratingOf(next)]]);
    return { confidence: round2(p!) as number | null, settled: strictly(c, next) };
  });
  const stepChances = steps.flatMap((s) => (s.confidence === null ? [] : [s.settled ? 1 : s.confidence]));
  const confidence =
    stepChances.length === 0 ? 1 : round2(stepChances.reduce((a, b) => a + b, 0) / stepChances.length);

  const budget = answerBudget(n);
  const stable = steps.every((s) => s.settled || (s.confidence ?? 1) >= THIS_OR_THAT.sureAt);
  const next = stable || answers.length >= budget ? null : nextPair();

  const order = orderedClasses.flatMap((c, place) =>
    members.get(c)!.map((i) => ({
      itemId: itemIds[i]!,
      place: place + 1,
      confidence: steps[place]!.confidence,
      settled: steps[place]!.settled,
    })),
  );
  const step =
    orderedClasses.length > 1
      ? Math.min(1, (ITEM.ratingMax - THIS_OR_THAT.ratingFloor) / (orderedClasses.length - 1))
      : 0;
  const suggestedRatings = Object.fromEntries(
    order.map((o) => [o.itemId, Math.round(ITEM.ratingMax - (o.place - 1) * step)]),
  );
  return { order, next, finished: next === null, confidence, budget, suggestedRatings };

  function nextPair(): { leftId: string; rightId: string } | null {
    // the answer settles every (x above a, y below b) pair: count those still open
    const opened = (a: number, b: number) => {
      let count = 0;
      for (const x of classes) {
        if (x !== a && !reach[x]![a]) continue;
        for (const y of classes) if ((y === b || reach[b]![y]) && !comparable(x, y)) count++;
      }
      return count;
    };
    let best: { a: number; b: number; gain: number; gap: number } | null = null;
    for (let i = 0; i < classes.length; i++)
      for (let j = i + 1; j < classes.length; j++) {
        const [a, b] = [classes[i]!, classes[j]!];
        if (comparable(a, b)) continue;
        const [ia, ib] = [pick(a), pick(b)];
        if (skipped.has(pairKey(ia, ib))) continue;
        const gain = Math.min(opened(a, b), opened(b, a));
        const gap = Math.abs(muOf(a) - muOf(b));
        if (!best || gain > best.gain || (gain === best.gain && gap < best.gap - 1e-9))
          best = { a, b, gain, gap };
      }
    if (!best) return null;
    // the lower-rated on the left half the time: no side is always the favourite
    const [x, y] = [pick(best.a), pick(best.b)];
    return answers.length % 2 === 0
      ? { leftId: itemIds[x]!, rightId: itemIds[y]! }
      : { leftId: itemIds[y]!, rightId: itemIds[x]! };
  }

  /** The member of class `c` to show: the one least compared so far. */
  function pick(c: number): number {
    const m = members.get(c)!;
    return m.reduce((best, i) => (ratings[i]!.sigma > ratings[best]!.sigma ? i : best), m[0]!);
  }
}

const round2 = (x: number) => Math.round(x * 100) / 100;
