import { describe, expect, it } from 'vitest';
import type { PricePoint } from '@shortlist/contracts';
import { priceAxis, timeDomain } from './price-axis';

const point = (priceCents: number, recordedAt: string): PricePoint => ({
  priceCents,
  currency: 'USD',
  source: 'refresh',
  recordedAt,
});

const history = [
  point(139550, '2026-03-01T10:00:00.000Z'),
  point(129900, '2026-03-02T10:00:00.000Z'),
  point(119937, '2026-03-03T10:00:00.000Z'),
];

describe('priceAxis', () => {
  it('ticks on round amounts, one step apart, around every price', () => {
    const { domain, ticks } = priceAxis(history);
    const step = ticks[1]! - ticks[0]!;
    expect([100, 200, 500].map((m) => [m, m * 10, m * 100, m * 1000]).flat()).toContain(step);
    for (const tick of ticks) expect(tick % step).toBe(0);
    expect(ticks[0]).toBe(domain[0]);
    expect(ticks[ticks.length - 1]).toBe(domain[1]);
    expect(domain[0]).toBeLessThan(119937);
    expect(domain[1]).toBeGreaterThan(139550);
  });

  it('leaves room above a price that falls on a round amount, and handles one flat price', () => {
    expect(priceAxis([point(120000, '2026-03-01T10:00:00.000Z')]).domain[1]).toBeGreaterThan(120000);
    const flat = priceAxis([point(500, '2026-03-01T10:00:00.000Z'), point(500, '2026-03-02T10:00:00.000Z')]);
    expect(flat.domain[0]).toBeLessThan(500);
    expect(flat.domain[1]).toBeGreaterThan(500);
    expect(flat.ticks.every((t) => t % 100 === 0)).toBe(true);
  });
});

describe('timeDomain', () => {
  it('ends after the last reading so its dot is not clipped', () => {
    const [start, end] = timeDomain(history);
    expect(start).toBeLessThan(Date.parse('2026-03-01T10:00:00.000Z'));
    expect(end).toBeGreaterThan(Date.parse('2026-03-03T10:00:00.000Z'));
  });
});
