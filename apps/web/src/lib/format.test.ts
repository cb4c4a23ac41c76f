import { afterEach, describe, expect, it, vi } from 'vitest';
import { enUsMediumDate, formatDate } from './format';

describe('formatDate', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes en-US's medium date exactly as Intl does, for every month and day", () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    for (let day = 0; day < 366 * 3; day += 1) {
      // local midnight and late evening, across three years (a leap year among them)
      for (const hour of [0, 23]) {
        const date = new Date(2023, 0, 1 + day, hour, 30);
        expect(enUsMediumDate.format(date)).toBe(intl.format(date));
      }
    }
    expect(enUsMediumDate.format(new Date(999, 5, 7))).toBe(intl.format(new Date(999, 5, 7)));
  });

  it("uses it when the browser's language is en-US, Intl's own formatter for the others", () => {
    const iso = '2026-11-21T15:05:00.000Z';
    expect(navigator.language).toBe('en-US');
    expect(formatDate(iso)).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso)),
    );
  });

  it("uses Intl's formatter in the browser's own locale for any other language", () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const iso = '2026-11-21T15:05:00.000Z';
    expect(formatDate(iso)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)),
    );
  });
});
