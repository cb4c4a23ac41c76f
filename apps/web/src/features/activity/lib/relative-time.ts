import { formatDate } from '@/lib/format';

// Kept with the activity feed, its only reader, so that the entry chunk every page loads does not carry it.
const relativeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const RELATIVE_STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** How long ago a moment was, in the viewer's locale ("5 minutes ago", "yesterday"). */
export function formatRelativeTime(iso: string, now: Date): string {
  let amount = (new Date(iso).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relativeFormat.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDate(iso);
}
