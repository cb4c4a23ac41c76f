import type { VoteResult } from '@shortlist/contracts';

export interface ResultBallot {
  name: string;
  dots: Record<string, number>;
  vetoItemId: string | null;
  vetoReason: string | null;
}

export interface ResultOverrule {
  by: string;
  reason: string;
  at: string;
}

/**
 * The group's result of a vote: dots per item, ranked by dots with ties sharing a place. An item vetoed by
 * anyone leaves the ranking (its reasons shown) unless the owner overruled the veto. "Agreed by everyone": every
 * ballot (two or more) gave it a dot. "Split": vetoed while it still drew at least an even share of the dots.
 * Names appear only when `namesShown`.
 */
export function voteResult(input: {
  shortlist: ReadonlyArray<{ itemId: string; name: string }>;
  ballots: readonly ResultBallot[];
  overrules: ReadonlyMap<string, ResultOverrule>;
  namesShown: boolean;
}): VoteResult {
  const { shortlist, ballots, overrules, namesShown } = input;
  const dotsOf = (b: ResultBallot, itemId: string) => b.dots[itemId] ?? 0;
  const dotsCast = ballots.reduce(
    (sum, b) => sum + shortlist.reduce((s, i) => s + dotsOf(b, i.itemId), 0),
    0,
  );
  const evenShare = shortlist.length > 0 ? dotsCast / shortlist.length : 0;

  const rows = shortlist.map((item) => {
    const dots = ballots.reduce((sum, b) => sum + dotsOf(b, item.itemId), 0);
    const overruled = overrules.get(item.itemId) ?? null;
    const vetoes = ballots
      .filter((b) => b.vetoItemId === item.itemId && b.vetoReason)
      .map((b) => ({ reason: b.vetoReason!, by: namesShown ? b.name : null, overruled }));
    const givers = namesShown
      ? ballots
          .filter((b) => dotsOf(b, item.itemId) > 0)
          .map((b) => ({ name: b.name, dots: dotsOf(b, item.itemId) }))
          .sort((a, b) => b.dots - a.dots || a.name.localeCompare(b.name))
      : null;
    return {
      itemId: item.itemId,
      name: item.name,
      dots,
      rank: null as number | null,
      agreedByEveryone: ballots.length >= 2 && ballots.every((b) => dotsOf(b, item.itemId) > 0),
      split: vetoes.length > 0 && dots > 0 && dots >= evenShare,
      vetoes,
      givers,
      out: vetoes.length > 0 && !overruled,
    };
  });

  const ranked = rows.filter((r) => !r.out).sort((a, b) => b.dots - a.dots);
  ranked.forEach((row, index) => {
    const before = ranked[index - 1];
    row.rank = before && before.dots === row.dots ? before.rank : index + 1;
  });
  const ties = new Map<number, string[]>();
  for (const row of ranked) {
    if (row.dots === 0) continue;
    ties.set(row.rank!, [...(ties.get(row.rank!) ?? []), row.itemId]);
  }
  const ordered = [...ranked, ...rows.filter((r) => r.out)];
  return {
    dotsCast,
    items: ordered.map(({ out: _out, ...row }) => row),
    ties: [...ties].filter(([, ids]) => ids.length > 1).map(([rank, itemIds]) => ({ rank, itemIds })),
    leaderIds: ranked.filter((r) => r.rank === 1 && r.dots > 0).map((r) => r.itemId),
    namesShown,
  };
}
