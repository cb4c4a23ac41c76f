/**
 * The small pieces every step of the cluster run uses: the list of checks and its verdict line, waiting, a JSON
 * HTTP call, and the clean-up list that runs once whatever happens (success, failure, a signal, the deadline).
 */

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export function createReport() {
  const results: CheckResult[] = [];
  return {
    results,
    check(name: string, ok: boolean, detail = '') {
      results.push({ name, ok, detail });
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
    },
    failed: () => results.filter((r) => !r.ok).length,
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `what` every 250 ms until it says yes or the time is up; says whether it did. */
export async function waitFor(what: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await what()) return true;
    await sleep(250);
  }
  return false;
}

export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** One JSON request; a connection that fails answers status 0 (the caller counts it, it is no exception). */
export async function api(method: string, url: string, body?: unknown, token?: string): Promise<JsonAnswer> {
  try {
    const res = await fetch(url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = { text };
    }
    return { status: res.status, body: (parsed ?? {}) as Record<string, unknown> };
  } catch {
    return { status: 0, body: {} };
  }
}

/** How many times each value occurs, as "201x64 502x3". */
export function tally(values: number[]): string {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([v, n]) => `${v}x${n}`)
    .join(' ');
}

/**
 * Clean-up steps, run last-added first, each at most `stepTimeoutMs`, once only: the run calls it at the end,
 * and the signal handlers and the deadline call it too. A failing step is reported and the next one still runs.
 */
export function createCleanup(stepTimeoutMs = 15_000) {
  const steps: Array<{ name: string; run: () => Promise<unknown> | unknown }> = [];
  let running: Promise<void> | undefined;
  return {
    add(name: string, run: () => Promise<unknown> | unknown) {
      steps.push({ name, run });
    },
    run(): Promise<void> {
      running ??= (async () => {
        for (const step of steps.reverse()) {
          let timer: NodeJS.Timeout | undefined;
          try {
            await Promise.race([
              Promise.resolve().then(step.run),
              new Promise((_, reject) => {
                timer = setTimeout(() => reject(new Error('timed out')), stepTimeoutMs);
              }),
            ]);
          } catch (err) {
            console.error(`clean-up "${step.name}" failed: ${err instanceof Error ? err.message : err}`);
          } finally {
            clearTimeout(timer);
          }
        }
      })();
      return running;
    },
  };
}
