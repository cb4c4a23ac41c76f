import { formatCents } from '@shortlist/contracts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const shortDateTimeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A price in cents as "$1,234.50", or null when there is none. */
export function formatPrice(cents: number | null, currency = 'USD'): string | null {
  return cents === null ? null : formatCents(cents, currency);
}

/** A date as the viewer's locale writes it ("Nov 21, 2026"). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** A moment as the viewer's locale writes it, with the time ("Nov 21, 2026, 3:05 PM"). */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** A moment in few characters, for chart axes ("Nov 21, 3:05 PM"). */
export function formatShortDateTime(iso: string): string {
  return shortDateTimeFormat.format(new Date(iso));
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
