/**
 * The CPU time of the page's longest main-thread task over a window, from a Chromium trace of top-level tasks
 * only (cheap enough not to change what it measures). The longtask entries the page reports are wall time,
 * which a busy machine stretches several times; the thread time is what the page's own work costs.
 */
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export async function longestTaskCpu<T>(
  page: Page,
  window: () => Promise<T>,
): Promise<{ result: T; longestCpu: number }> {
  const browser = page.context().browser()!;
  const file = path.join(tmpdir(), `bench-ui-${process.pid}-${Date.now()}.json`);
  await browser.startTracing(page, { path: file, categories: ['toplevel'] });
  let result: T;
  try {
    result = await window();
  } finally {
    await browser.stopTracing();
  }
  const text = await readFile(file, 'utf8');
  await rm(file, { force: true });
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // the traced page's renderer is the main thread with the most tasks (others are idle frames)
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask' || !mains.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), e]);
  }
  const tasks = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  // a task may nest another (a nested run loop): only the outermost counts
  tasks.sort((a, b) => a.ts - b.ts);
  let longest = 0;
  let end = -1;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    longest = Math.max(longest, (task.tdur ?? 0) / 1000);
  }
  return { result, longestCpu: longest };
}
