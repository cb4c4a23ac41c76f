/**
 * `pnpm bench:load`: a mixed scenario at a fixed rate on PostgreSQL, loopback only, bounded in time. Reads (my
 * folders, a folder, an item, a comparison), revalidations (If-None-Match: 304), item creation and ratings, by
 * the owner and two collaborators, at LOAD_RATE requests/s (default 100) for LOAD_DURATION seconds (default 300).
 * Prints p50/p95/p99 (p95 exact, from every answer's latency), the error count and the achieved rate; exits 1
 * when p95 >= 200 ms, any error occurred, or the API served under 95% of the asked rate (a server that falls
 * behind sends fewer answers, each as fast: its latencies alone would hide that).
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { withStack } from './stack';

const RATE = Number(process.env.LOAD_RATE ?? 100);
const DURATION_S = Number(process.env.LOAD_DURATION ?? 300);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);

async function main() {
  await withStack(async ({ api, token, raterTokens, seeded, itemBody }) => {
    const tokens = [token, ...raterTokens];
    const compared = seeded.comparedItemIds.join(',');
    const auth = (i: number) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` });
    // ETags of the revalidated reads, taken once per user
    const etags = new Map<string, string>();
    const revalidated = [`/api/folders/${seeded.bigFolderId}`, '/api/folders'];
    for (const [i] of tokens.entries())
      for (const path of revalidated) {
        const res = await fetch(`${api}${path}`, { headers: auth(i) });
        await res.arrayBuffer();
        etags.set(`${i} ${path}`, res.headers.get('etag') ?? '');
      }

    /** One request of the mix, by weight (out of 20). */
    const mix: Array<(i: number) => autocannon.Request> = [
      ...Array(4).fill((i: number) => ({ method: 'GET', path: '/api/folders', headers: auth(i) })),
      ...Array(3).fill((i: number) => ({
        method: 'GET',
        path: `/api/folders/${seeded.smallFolderId}`,
        headers: auth(i),
      })),
      (i: number) => ({ method: 'GET', path: `/api/folders/${seeded.bigFolderId}`, headers: auth(i) }),
      ...Array(2).fill((i: number) => ({
        method: 'GET',
        path: `/api/items/${seeded.comparedItemIds[i % 5]}`,
        headers: auth(i),
      })),
      (_i: number) => ({
        method: 'GET',
        path: `/api/folders/${seeded.bigFolderId}/compare?items=${compared}&type=collaborative`,
        headers: auth(0),
      }),
      // revalidations: the SPA's focus and reconnect reads
      ...Array(6).fill((i: number) => {
        const path = revalidated[i % revalidated.length]!;
        const user = i % tokens.length;
        return {
          method: 'GET',
          path,
          headers: { ...auth(user), 'if-none-match': etags.get(`${user} ${path}`)! },
        };
      }),
      (i: number) => ({
        method: 'POST',
        path: `/api/folders/${seeded.smallFolderId}/items`,
        headers: { ...auth(i), 'content-type': 'application/json' },
        body: itemBody,
      }),
      (i: number) => ({
        method: 'PUT',
        path: `/api/items/${seeded.comparedItemIds[i % 5]}/rating`,
        headers: { ...auth(i), 'content-type': 'application/json' },
        body: JSON.stringify({ rating: (i % 10) + 1 }),
      }),
    ];
    let n = 0;
    console.log(`Mixed load: ${RATE} requests/s for ${DURATION_S} s, ${CONNECTIONS} connections, loopback.`);
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: api,
          connections: CONNECTIONS,
          overallRate: RATE,
          duration: DURATION_S,
          // a revalidation answered 304 is a success here
          requests: [
            {
              setupRequest: (req) => {
                n += 1;
                const pick = mix[n % mix.length]!(n);
                return { ...req, ...pick };
              },
            },
          ],
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
    const codes = result.statusCodeStats ?? {};
    const ok = (['200', '201', '304'] as const).reduce((sum, code) => sum + (codes[code]?.count ?? 0), 0);
    const errors = result.errors + result.timeouts + (result.requests.total - ok);
    // autocannon reports p90 and p97.5, not p95: p95 is taken from every answer's latency
    latencies.sort((a, b) => a - b);
    const p95 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.95) - 1)] ?? NaN;
    const achieved = result.requests.total / DURATION_S;
    const met = p95 < 200 && errors === 0 && achieved >= RATE * 0.95;
    const load = loadavg().map((l) => l.toFixed(1));
    console.log(
      [
        `requests: ${result.requests.total} (${achieved.toFixed(1)}/s achieved of ${RATE}/s asked)`,
        `status codes: ${Object.entries(codes)
          .map(([code, stat]) => `${code} x${stat.count}`)
          .join(', ')}`,
        `latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p95 ${p95.toFixed(1)}, p97.5 ${result.latency.p97_5}, p99 ${result.latency.p99}, max ${result.latency.max}`,
        `errors: ${errors}`,
        `load average at the end (1/5/15 min): ${load.join(' / ')}`,
        `target: p95 < 200 ms, 0 errors, >= 95% of the asked rate: ${met ? 'MET' : 'NOT MET'}`,
      ].join('\n'),
    );
    if (!met) process.exitCode = 1;
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
