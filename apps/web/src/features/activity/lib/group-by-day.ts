import { ACTIVITY_TEXTS, type ActivityEntry } from '@shortlist/contracts';
import { formatDate } from '@/lib/format';

export interface ActivityDay {
  /** The local calendar day, YYYY-MM-DD: a stable key. */
  key: string;
  /** "Today", "Yesterday" or the date as the reader's locale writes it. */
  label: string;
  entries: ActivityEntry[];
}

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Entries (newest first) grouped by the reader's local day, in order. The API answers instants; only the
 * reader knows where their midnight is.
 */
export function groupByDay(entries: readonly ActivityEntry[], now: Date): ActivityDay[] {
  const today = localDay(now);
  const yesterday = localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const days: ActivityDay[] = [];
  for (const entry of entries) {
    const key = localDay(new Date(entry.createdAt));
    let day = days.at(-1);
    if (!day || day.key !== key) {
      const label =
        key === today
          ? ACTIVITY_TEXTS.today
          : key === yesterday
            ? ACTIVITY_TEXTS.yesterday
            : formatDate(entry.createdAt);
      day = { key, label, entries: [] };
      days.push(day);
    }
    day.entries.push(entry);
  }
  return days;
}
