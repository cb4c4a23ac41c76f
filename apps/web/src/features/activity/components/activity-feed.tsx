import { useMemo } from 'react';
import { History } from 'lucide-react';
import { ACTIVITY_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useFolderActivity } from '../api/get-activity';
import { useLiveActivity } from '../hooks/use-live-activity';
import { groupByDay } from '../lib/group-by-day';
import { ActivityEntryRow } from './activity-entry-row';

/** A folder's activity, newest first, grouped by the reader's day, with "Load more". */
export function ActivityFeed({ folderId }: { folderId: string }) {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useFolderActivity(folderId);
  // what others do appears while the feed is open (the live updates)
  useLiveActivity(folderId, mutate);
  const pages = data ?? [];
  const entries = pages.flatMap((p) => p.entries);
  const hasMore = !!pages.at(-1)?.nextCursor;
  // "now" for the day labels and relative times, read again with each answer so a render never mixes two
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new answer is when the clock is read again
  const now = useMemo(() => new Date(), [data]);
  const days = useMemo(() => groupByDay(entries, now), [entries, now]);

  if (isLoading) return <Spinner />;
  // a 404 once shown: the person lost the folder (or it is gone); a passing error keeps what was shown
  if (error && (entries.length === 0 || error.status === 404))
    return (
      <p role="alert" className="p-3 text-sm text-destructive">
        {ACTIVITY_TEXTS.loadFailed}
      </p>
    );
  if (entries.length === 0)
    return (
      <EmptyState
        icon={<History />}
        title={ACTIVITY_TEXTS.empty}
        description={ACTIVITY_TEXTS.emptyDescription}
      />
    );
  return (
    <section aria-label={ACTIVITY_TEXTS.feedLabel} className="grid gap-4">
      {days.map((day) => (
        <section key={day.key} aria-labelledby={`activity-day-${day.key}`} className="grid gap-1">
          <h3 id={`activity-day-${day.key}`} className="text-sm font-semibold text-muted-foreground">
            {day.label}
          </h3>
          <ul className="divide-y rounded-lg border bg-card">
            {day.entries.map((entry) => (
              <ActivityEntryRow key={entry.id} entry={entry} now={now} />
            ))}
          </ul>
        </section>
      ))}
      {hasMore && (
        <Button variant="outline" disabled={isValidating} onClick={() => void setSize(size + 1)}>
          {ACTIVITY_TEXTS.loadMore}
        </Button>
      )}
    </section>
  );
}
