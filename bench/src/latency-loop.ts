/**
 * Fixed-rate requests that record every latency, for the rows whose figure is a percentile autocannon does not
 * report (it gives p90 and p97.5, not p95).
 */
import http from 'node:http';

export interface LoopResult {
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Park and Miller's minimal standard generator: a fixed seed gives every run the same arrivals. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/** When each request is due, in ms from the start. */
function arrivalOffsets(rate: number, durationMs: number, arrivals: 'even' | 'random'): number[] {
  const gap = 1000 / rate;
  if (arrivals === 'even') return Array.from({ length: Math.floor(durationMs / gap) }, (_, i) => i * gap);
  const random = seededRandom(20_261_129);
  const offsets: number[] = [];
  for (let at = -gap * Math.log(1 - random()); at < durationMs; at += -gap * Math.log(1 - random()))
    offsets.push(at);
  return offsets;
}

/** The i-th request of a loop that is not a plain GET of `url` with `headers`. */
export interface LoopRequest {
  method: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * GET `url` (or send `request(i)`) at a fixed `rate` per second for `durationMs`, evenly spaced, whether or not
 * earlier answers came back (people do not slow down because the server does): each latency counts from when
 * the request was due, so a stalled server shows as the wait it causes (no coordinated omission). At most
 * `connections` sockets at once.
 */
export async function latencyLoop(options: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  rate: number;
  durationMs: number;
  request?: (i: number) => LoopRequest;
  /**
   * 'even' (the default): one request every 1/rate s. 'random': independent arrivals at the same mean rate
   * (exponential gaps, a Poisson process, from a fixed seed so that every run sends the same pattern), as
   * requests from many unrelated clients arrive.
   */
  arrivals?: 'even' | 'random';
}): Promise<LoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const result: LoopResult = { latencies: [], statuses: new Map(), errors: 0 };
  const one = (due: number, i: number) =>
    new Promise<void>((resolve) => {
      const started = due;
      const sent = options.request?.(i);
      const req = http.request(
        options.url,
        { agent, method: sent?.method ?? 'GET', headers: sent?.headers ?? options.headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            result.latencies.push(performance.now() - started);
            const status = res.statusCode ?? 0;
            result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
            resolve();
          });
        },
      );
      req.on('error', () => {
        result.errors += 1;
        resolve();
      });
      req.end(sent?.body);
    });
  const start = performance.now();
  const sent: Array<Promise<void>> = [];
  const offsets = arrivalOffsets(options.rate, options.durationMs, options.arrivals ?? 'even');
  for (const [i, offset] of offsets.entries()) {
    const due = start + offset;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(one(due, i));
  }
  await Promise.all(sent);
  agent.destroy();
  result.latencies.sort((a, b) => a - b);
  return result;
}
