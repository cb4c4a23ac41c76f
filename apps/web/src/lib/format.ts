import { formatMoney } from '@shortlist/contracts';

/*
 * The formatters are made on first use, not when the module loads: a page's first Intl object costs 20 to 60 ms
 * of main thread in Chromium (ICU's locale and time-zone data), 4x that on Lighthouse's phone. `primeDateFormat`
 * pays it in a task of its own, ahead of the render that first shows a date.
 */
const formatter = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(undefined, options));
};
const intlDateFormat = formatter({ dateStyle: 'medium' });

const EN_US_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * en-US's medium date ("Nov 21, 2026") written without Intl, the same text Intl writes (format.test.ts holds the
 * two together): a page whose only Intl use is the cards' dates (My Folders, a folder) then never pays ICU's
 * start-up, 13 to 20 ms of main thread in Chromium on a quiet desktop and a long task of 60 to 80 ms at
 * Lighthouse's 4x phone slowdown. Other languages get Intl's own formatter.
 */
export const enUsMediumDate = {
  format: (date: Date) => `${EN_US_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`,
};
const dateFormat = () =>
  typeof navigator !== 'undefined' && navigator.language === 'en-US' ? enUsMediumDate : intlDateFormat();
const dateTimeFormat = formatter({ dateStyle: 'medium', timeStyle: 'short' });
const shortDateTimeFormat = formatter({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Makes the date formatter in a task of its own (a page that will show dates calls it as it loads). */
export function primeDateFormat(): void {
  setTimeout(dateFormat, 0);
}

/** A price in hundredths of its currency as Intl writes it ("€1,234.50"), or null when there is none. */
export function formatPrice(cents: number | null, currency: string): string | null {
  return cents === null ? null : formatMoney(cents, currency);
}

/** A date as the viewer's locale writes it ("Nov 21, 2026"). */
export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}

/** A moment as the viewer's locale writes it, with the time ("Nov 21, 2026, 3:05 PM"). */
export function formatDateTime(iso: string): string {
  return dateTimeFormat().format(new Date(iso));
}

/** A moment in few characters, for chart axes ("Nov 21, 3:05 PM"). */
export function formatShortDateTime(iso: string): string {
  return shortDateTimeFormat().format(new Date(iso));
}

/** Up to two initials of a name, for avatars without a picture. */
export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return parts
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

/** Case-insensitive match of a search term against any of the given texts. */
export function matchesSearch(term: string, ...texts: Array<string | null | undefined>): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((text) => text?.toLowerCase().includes(needle));
}
