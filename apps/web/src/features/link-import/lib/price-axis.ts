import { MINUTE_MS, type PricePoint } from '@shortlist/contracts';

/** Ticks the price axis aims for; the nice step decides the exact count. */
const PRICE_TICKS = 4;
/** Share of the time span left empty on each side, so the first and last dots are drawn whole. */
const TIME_PADDING = 0.04;

/** The smallest step of 1, 2 or 5 times a power of ten (in cents) that covers `span` in `count` steps. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  // never below a whole unit of currency: "$1,199.37" ticks read as noise
  return Math.max(step, 100);
}

/**
 * The price axis in cents: a domain that starts and ends on round amounts around every point, and the round
 * ticks in it (ticks like $1,183.33 read as noise, and the top point touched the edge).
 */
export function priceAxis(history: PricePoint[]): { domain: [number, number]; ticks: number[] } {
  const prices = history.map((p) => p.priceCents);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const step = niceStep(max - min || Math.max(max, 100), PRICE_TICKS);
  let low = Math.floor(min / step) * step;
  let high = Math.ceil(max / step) * step;
  // a point on the domain's edge is half clipped: leave a step of room when one sits there
  if (low === min && low - step >= 0) low -= step;
  if (high === max) high += step;
  const ticks: number[] = [];
  for (let tick = low; tick <= high; tick += step) ticks.push(tick);
  return { domain: [low, high], ticks };
}

/** The time axis in epoch ms: the first to the last reading with a little room on both sides. */
export function timeDomain(history: PricePoint[]): [number, number] {
  const times = history.map((p) => new Date(p.recordedAt).getTime());
  const first = Math.min(...times);
  const last = Math.max(...times);
  const pad = Math.max((last - first) * TIME_PADDING, MINUTE_MS);
  return [first - pad, last + pad];
}
