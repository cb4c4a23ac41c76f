/**
 * UI_PROFILE=<dir>: a Chromium performance trace (open it in DevTools' Performance panel) and a CPU profile of
 * the page's main thread (DevTools' JavaScript Profiler, or any .cpuprofile viewer) over one measured window.
 * Without it the window runs unprofiled: profiling slows the page and so the figures.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

const DIR = process.env.UI_PROFILE;

export async function profiled<T>(page: Page, name: string, window: () => Promise<T>): Promise<T> {
  if (!DIR) return window();
  await mkdir(DIR, { recursive: true });
  const browser = page.context().browser()!;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  // no JS stacks or sampler in the trace: they cost every DOM change, which the CPU profile times better
  await browser.startTracing(page, {
    path: path.join(DIR, `${name}.trace.json`),
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline.frame'],
  });
  await cdp.send('Profiler.start');
  try {
    return await window();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    await browser.stopTracing();
    await writeFile(path.join(DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    await cdp.detach();
  }
}
