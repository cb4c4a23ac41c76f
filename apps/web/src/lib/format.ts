import { formatCents } from '@shortlist/contracts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A price in cents as "$1,234.50", or null when there is none. */
export function formatPrice(cents: number | null, currency = 'USD'): string | null {
  return cents === null ? null : formatCents(cents, currency);
}

/** A date as the viewer's locale writes it ("Nov 21, 2026"). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
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
