/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * Input to paint, measured in the page: `arm` starts listening for the next input (pointerdown, keydown), and
 * from then on each animation frame checks whether the screen shows the expected change; the first frame that
 * does is followed to its paint (a message posted from requestAnimationFrame runs after the frame is drawn).
 * The answer is that paint's time minus the input event's timestamp, or the Event Timing entry of the same
 * input when that is longer (input delay, handlers and presentation as Chromium counts them).
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';

/** What the screen shows once an interaction has answered: an element matching all of the given tests. */
export interface Shown {
  selector: string;
  /** Its text contains this. */
  text?: string;
  /** Its text's digits contain these (a formatted price). */
  digits?: string;
  /** An attribute with this value. */
  attr?: [string, string];
  /** aria-valuenow or, for an input, its value. */
  value?: string;
  /** Nothing inside it matches this (an editor has closed). */
  without?: string;
  /** The URL's path ends so. */
  path?: string;
}

export class NotFound extends Error {}

declare global {
  interface Window {
    __bench?: { done: Promise<number> };
    __firstContent?: number;
    __shownIn?: (doc: Document, c: Shown) => boolean;
  }
}

/** The in-page test of `Shown` (serialised into the page with the functions that use it). */
function shownIn(doc: Document, c: Shown): boolean {
  if (c.path && !location.pathname.endsWith(c.path)) return false;
  for (const el of doc.querySelectorAll(c.selector)) {
    const text = el.textContent ?? '';
    if (c.text !== undefined && !text.includes(c.text)) continue;
    if (c.digits !== undefined && !text.replace(/\D/g, '').includes(c.digits)) continue;
    if (c.attr && el.getAttribute(c.attr[0]) !== c.attr[1]) continue;
    if (c.value !== undefined) {
      const v = el.getAttribute('aria-valuenow') ?? (el as HTMLInputElement).value;
      if (v !== c.value) continue;
    }
    if (c.without && el.querySelector(c.without)) continue;
    return true;
  }
  return false;
}

/**
 * Gives every page of the context the in-page test, before the app's own scripts (init scripts are not subject
 * to the app's Content-Security-Policy). `__name` is the helper tsx's transform calls inside named functions.
 */
export async function instrument(context: BrowserContext) {
  await context.addInitScript({
    content: `window.__name = (f) => f; window.__shownIn = ${shownIn.toString()};`,
  });
}

/** Starts listening for the next input; `done` answers input to paint in ms (-1: not shown within 20 s). */
export async function arm(page: Page, shown: Shown) {
  await page.evaluate((shown) => {
    const test = window.__shownIn!;
    let inputAt: number | null = null;
    let longestEvent = 0;
    const events = new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (inputAt !== null && e.startTime >= inputAt - 1) longestEvent = Math.max(longestEvent, e.duration);
    });
    events.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    const onInput = (e: Event) => {
      if (inputAt === null) inputAt = e.timeStamp;
    };
    addEventListener('pointerdown', onInput, true);
    addEventListener('keydown', onInput, true);
    const done = new Promise<number>((resolve) => {
      const started = performance.now();
      const finish = (ms: number) => {
        removeEventListener('pointerdown', onInput, true);
        removeEventListener('keydown', onInput, true);
        // the Event Timing entry arrives shortly after its paint
        setTimeout(() => {
          events.disconnect();
          resolve(ms < 0 ? ms : Math.max(ms, longestEvent));
        }, 50);
      };
      const frame = () => {
        if (performance.now() - started > 20_000) return finish(-1);
        if (inputAt !== null && test(document, shown)) {
          const at = inputAt;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => finish(performance.now() - at);
          channel.port2.postMessage(null);
          return;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    window.__bench = { done };
  }, shown);
}

/** The armed measurement's answer. */
export async function measured(page: Page, what: string): Promise<number> {
  const ms = await page.evaluate(() => window.__bench!.done);
  if (ms < 0) throw new Error(`${what}: the screen did not show the change within 20 s`);
  return ms;
}

/** Arms, performs the input, answers input to paint. */
export async function inputToPaint(
  page: Page,
  what: string,
  shown: Shown,
  input: () => Promise<unknown>,
): Promise<number> {
  await arm(page, shown);
  await input();
  return measured(page, what);
}

/** The locator once visible, or NotFound (the screen is not there yet). */
export async function found(locator: Locator, what: string, timeout = 5_000): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
    return locator.first();
  } catch {
    throw new NotFound(what);
  }
}

/**
 * A page script that records, from the start of each document, the first paint at which `shown` is on the
 * screen (window.__firstContent, ms since navigation start).
 */
export async function recordFirstContent(page: Page, shown: Shown) {
  await page.addInitScript((shown) => {
    const frame = () => {
      if (performance.now() > 30_000) return;
      if (document.body && window.__shownIn?.(document, shown)) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (window.__firstContent = performance.now());
        channel.port2.postMessage(null);
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, shown);
}

export const p = (values: number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
export const median = (values: number[]) => p(values, 0.5);
