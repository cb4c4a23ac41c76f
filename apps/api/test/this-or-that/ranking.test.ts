import { describe, expect, it } from 'vitest';
import { type Answer, answerBudget, rankRound } from '../../src/modules/this-or-that/this-or-that.ranking';

/** A person whose preferences follow `truth` (best first), answering until the round stops. */
function play(truth: string[], answerOf?: (l: string, r: string) => Answer[2]) {
  const ids = [...truth].sort();
  const answers: Answer[] = [];
  for (;;) {
    const r = rankRound(ids, answers);
    if (!r.next) return { ranking: r, answers };
    const { leftId, rightId } = r.next;
    const answer =
      answerOf?.(leftId, rightId) ?? (truth.indexOf(leftId) < truth.indexOf(rightId) ? 'left' : 'right');
    answers.push([leftId, rightId, answer]);
    if (answers.length > 500) throw new Error('no end');
  }
}

/** A fixed shuffle (mulberry32), so the measured numbers repeat. */
function shuffled(n: number, seed: number): string[] {
  let a = seed;
  const rand = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const items = Array.from({ length: n }, (_, i) => `item-${String(i).padStart(2, '0')}`);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

describe('this or that: pair choice and order', () => {
  it.each([2, 3, 4, 5, 6, 8, 10, 15, 20])(
    '%i items settle within n log2 n answers, in the true order',
    (n) => {
      const counts: number[] = [];
      for (let seed = 1; seed <= (n > 10 ? 5 : 30); seed++) {
        const truth = shuffled(n, seed * 7919 + n);
        const { ranking, answers } = play(truth);
        counts.push(answers.length);
        expect(answers.length).toBeLessThanOrEqual(answerBudget(n));
        if (ranking.order.every((o) => o.settled)) expect(ranking.order.map((o) => o.itemId)).toEqual(truth);
      }
    },
  );

  it('six items take at most 15 answers', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const { answers } = play(shuffled(6, seed));
      expect(answers.length).toBeLessThanOrEqual(15);
    }
  });

  it('"about the same" shares a place; skips are not asked again', () => {
    const truth = ['a', 'b', 'c', 'd'];
    const same = new Set(['b', 'c']);
    const { ranking, answers } = play(truth, (l, r) => {
      if (same.has(l) && same.has(r)) return 'same';
      return truth.indexOf(l) < truth.indexOf(r) ? 'left' : 'right';
    });
    const place = Object.fromEntries(ranking.order.map((o) => [o.itemId, o.place]));
    expect(place.b).toBe(place.c);
    expect(place.a).toBeLessThan(place.b!);
    expect(place.d).toBeGreaterThan(place.c!);
    expect(ranking.suggestedRatings.a).toBe(10);
    expect(ranking.suggestedRatings.b).toBe(ranking.suggestedRatings.c);
    expect(answers.length).toBeLessThanOrEqual(answerBudget(4));

    const first = rankRound(['x', 'y', 'z'], []).next!;
    const after = rankRound(['x', 'y', 'z'], [[first.leftId, first.rightId, 'skip']]).next!;
    expect(new Set([after.leftId, after.rightId])).not.toEqual(new Set([first.leftId, first.rightId]));
  });

  it('contradicting answers still give an order, with a confidence below 1, and ask nothing more', () => {
    const ranking = rankRound(
      ['a', 'b', 'c'],
      [
        ['a', 'b', 'left'],
        ['b', 'c', 'left'],
        ['c', 'a', 'left'],
      ],
    );
    expect(ranking.order.map((o) => o.itemId).sort()).toEqual(['a', 'b', 'c']);
    expect(ranking.confidence).toBeLessThan(1);
    expect(ranking.next).toBeNull();
  });
});
