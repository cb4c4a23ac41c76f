import { DECIDE_TEXTS as T, type DecisionItem, type DecisionView } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useShowAll } from './show-all';

/**
 * The group's view of each item on one wrapping line: each person's rating, the average, the spread, and
 * "people disagree" when they do. A table for screen readers (a row per item), a strip for the eye: it wraps
 * on a phone instead of scrolling sideways.
 */
export function ConsensusStrips({
  items,
  members,
}: {
  items: readonly DecisionItem[];
  members: DecisionView['members'];
}) {
  const { shown, showAll } = useShowAll(items);
  return (
    <>
      <div role="table" aria-label={T.consensus} className="grid gap-1.5 text-sm">
        {shown.map((i) => {
          const c = i.consensus;
          if (!c) return null;
          return (
            <div
              key={i.id}
              role="row"
              className={cn(
                'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2',
                c.disagree && 'border-destructive/50',
              )}
            >
              <span role="rowheader" className="min-w-0 flex-1 basis-40 font-medium break-words">
                {i.name}
              </span>
              <span role="cell" className="flex flex-wrap gap-x-2 gap-y-1">
                {c.ratings.map((r, n) => (
                  <span key={members[n]?.userId ?? n} className="break-words text-muted-foreground">
                    {members[n]?.name}{' '}
                    <span className="font-medium text-foreground tabular-nums">{r ?? '—'}</span>
                  </span>
                ))}
              </span>
              <span role="cell" className="whitespace-nowrap">
                <span className="text-muted-foreground">{T.average}</span>{' '}
                <span className="font-medium tabular-nums">{c.average ?? '—'}</span>
              </span>
              <span role="cell" className="whitespace-nowrap">
                <span className="text-muted-foreground">{T.spread}</span>{' '}
                <span className="font-medium tabular-nums">{c.spread ?? '—'}</span>
              </span>
              {(c.disagree || c.notRatedByOthers) && (
                <span role="cell" className="flex flex-wrap gap-1">
                  {c.disagree && <Badge variant="destructive">{T.disagree}</Badge>}
                  {c.notRatedByOthers && <Badge variant="outline">{T.notRatedByOthers}</Badge>}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {showAll}
    </>
  );
}
