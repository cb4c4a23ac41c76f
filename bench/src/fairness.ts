/**
 * Issue 13's fairness row: does password hashing starve everyone else? The p95 of "open a folder (~8 items)"
 * alone, then the same while sign-ins arrive at a fixed rate from many addresses, each address at the sign-in
 * rate limit's ceiling (RATE_LIMITS.signIn.limit tries, then the next address takes over) and each try for
 * another account (so the per-account lockout never cuts the bcrypt work short: the attacker's best case).
 * Target: the p95 during sign-ins within 2x of the p95 alone (decision 0030).
 */
import { RATE_LIMITS } from '../../packages/contracts/src/index';
import { startProfile } from './cpu-profile';
import { latencyLoop, percentile, type LoopResult } from './latency-loop';

export interface FairnessOptions {
  api: string;
  token: string;
  folderId: string;
  connections: number;
  /** Reads per second of the other users, alone and during the sign-ins. */
  readRate: number;
  durationS: number;
  /** Sign-in attempts per second, all addresses together. */
  signInRate: number;
  bcryptCost: number;
  bcryptSlots: number;
}

/** All rounds' answers together. */
function summary(rs: LoopResult[]) {
  const statuses = new Map<number, number>();
  for (const r of rs) for (const [s, n] of r.statuses) statuses.set(s, (statuses.get(s) ?? 0) + n);
  const answers = rs.reduce((sum, r) => sum + r.latencies.length, 0);
  const errors = rs.reduce((sum, r) => sum + r.errors, 0);
  return `${answers} answers (${[...statuses].map(([s, n]) => `${s} x${n}`).join(', ')}), ${errors} errors`;
}

/**
 * Sign-ins for `durationS` at `rate`/s on average, at random moments (a Poisson process, from a fixed seed), each
 * address at the limit's ceiling, each try for another account.
 * - Not autocannon's `overallRate`: it gives each of its connections a share of the rate on timers that start
 *   together, so ten connections sent ten sign-ins at once every second, and a burst of ten light reads
 *   (GET /api/folders) sent the same way raised the read's p95 as much as the sign-ins did (4.5 to 11-12 ms).
 * - Not evenly spaced either: the read is, at the same rate, and the two loops start together, so every read was
 *   sent within a millisecond of a sign-in and queued behind it on two cores, every time. With the sign-ins put
 *   half a period later the ratio fell from 2.0-2.3x to 1.0-1.1x: that measured the phase of two clocks.
 *   Sign-ins from many unrelated addresses arrive independently of other people's reads, some of them at the
 *   same moment: random arrivals measure that share.
 */
function signInTraffic(o: FairnessOptions, durationS: number, first: number): Promise<LoopResult> {
  const perAddress = RATE_LIMITS.signIn.limit;
  return latencyLoop({
    url: `${o.api}/api/auth/sign-in`,
    headers: {},
    // many addresses, many sockets: a sign-in waits for a hashing slot up to about two seconds
    connections: Math.max(1, Math.min(50, o.signInRate * 3)),
    rate: o.signInRate,
    durationMs: durationS * 1000,
    arrivals: 'random',
    request: (i) => {
      const n = first + i;
      const address = Math.floor(n / perAddress);
      return {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
        },
        body: JSON.stringify({ email: `visitor-${n}@example.com`, password: 'not-the-password' }),
      };
    },
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Alternates `rounds` pairs of (alone, during sign-ins) segments, so that the other load of a shared machine
 * weighs on both sides alike, and compares the median p95s.
 */
export async function measureFairness(
  o: FairnessOptions,
  rounds = 3,
): Promise<{ alone: number; during: number }> {
  // at least 10 s: at 10 reads/s a 3 s segment holds 30 answers, whose p95 is the second slowest one (on a quiet
  // machine 3 s segments gave 2.84x where 10 s segments gave 1.62x for the same build)
  const segmentS = Math.max(10, Math.round(o.durationS / 2));
  const read = {
    url: `${o.api}/api/folders/${o.folderId}`,
    headers: { authorization: `Bearer ${o.token}` },
    connections: o.connections,
    rate: o.readRate,
    durationMs: segmentS * 1000,
  };
  await latencyLoop({ ...read, durationMs: 1000 }); // warm up
  const alone: LoopResult[] = [];
  const during: LoopResult[] = [];
  const signIns: LoopResult[] = [];
  for (let round = 0; round < rounds; round += 1) {
    alone.push(await latencyLoop(read));
    const traffic = signInTraffic(o, segmentS + 1, 1_000_000 * round);
    const profiling = round === 0 ? await startProfile() : undefined;
    during.push(await latencyLoop(read));
    await profiling?.stop('fairness during sign-ins');
    signIns.push(await traffic);
    // let the queued hashes drain before the next quiet segment
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const sent = signIns.reduce((sum, r) => sum + r.latencies.length + r.errors, 0);
  const p95s = (rs: LoopResult[]) => rs.map((r) => percentile(r.latencies, 95));
  const p95Alone = median(p95s(alone));
  const p95During = median(p95s(during));
  const line = (rs: LoopResult[]) =>
    `p95 per round ${p95s(rs)
      .map((p) => p.toFixed(0))
      .join(' / ')} ms; ${summary(rs)}`;
  console.log(
    [
      `\nFairness (bcrypt cost ${o.bcryptCost}, ${o.bcryptSlots} hashing slot(s)): "open a folder (~8 items)" ` +
        `at ${o.readRate}/s, ${rounds} rounds of ${segmentS} s alone then ${segmentS} s during sign-ins`,
      `  alone:           ${line(alone)}`,
      `  during sign-ins: ${line(during)}`,
      `  sign-ins: ${o.signInRate}/s at random moments, from ${Math.ceil(sent / RATE_LIMITS.signIn.limit)} addresses ` +
        `(${RATE_LIMITS.signIn.limit} each, the limit's ceiling): ${summary(signIns)}; ` +
        `p50 ${median(signIns.map((r) => percentile(r.latencies, 50))).toFixed(0)} ms`,
      `  median p95: alone ${p95Alone.toFixed(1)} ms, during sign-ins ${p95During.toFixed(1)} ms: ` +
        `${(p95During / p95Alone).toFixed(2)}x (target <= 2x)`,
    ].join('\n'),
  );
  return { alone: p95Alone, during: p95During };
}
