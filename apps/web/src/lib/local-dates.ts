/*
 * Dates in the viewer's own time zone: a due date typed as a local day and time, the viewer's week (Monday to
 * Sunday), and how a due moment reads. The API stores and answers instants (ISO 8601, UTC).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The time a due date without a time gets. */
export const DEFAULT_DUE_TIME = '09:00';

/** A local day ("2026-12-08") and time ("18:00", or '' for DEFAULT_DUE_TIME) as an instant; null without a day. */
export function localToIso(day: string, time: string): string | null {
  if (!day) return null;
  const when = new Date(`${day}T${time || DEFAULT_DUE_TIME}`);
  return Number.isNaN(when.getTime()) ? null : when.toISOString();
}

/** An instant as the local day and time inputs show it. */
export function isoToLocal(iso: string | null): { day: string; time: string } {
  if (!iso) return { day: '', time: '' };
  const d = new Date(iso);
  return {
    day: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

/** Local midnight of the Monday of the week holding `date`. */
export function startOfWeek(date: Date): Date {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return d;
}

/** `days` local days later (a day across a clock change stays a day). */
export function addDays(date: Date, days: number): Date {
  const d = new Date(date);
  d.setDate(d.getDate() + days);
  return d;
}

/** The local day of an instant, as a key ("2026-12-08"). */
export const localDayKey = (iso: string) => isoToLocal(iso).day;

let dueFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;

/** "Tue, Dec 8, 6:00 PM" in the viewer's language. */
export function formatDue(iso: string): string {
  dueFormat ??= new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return dueFormat.format(new Date(iso));
}

/** "Tuesday, December 8" in the viewer's language. */
export function formatDay(date: Date): string {
  dayFormat ??= new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });
  return dayFormat.format(date);
}
