import { ArrowDownNarrowWide, ArrowUpWideNarrow, Crosshair, Minus } from 'lucide-react';
import { type Criterion, DECIDE_TEXTS as T } from '@shortlist/contracts';

/** Which way a criterion counts, as an icon with its words for screen readers and on hover. */
export function PreferenceIcon({ criterion: c }: { criterion: Pick<Criterion, 'kind' | 'direction'> }) {
  const label = c.kind === 'number' ? T.directionLabels[c.direction] : T.noDirection[c.kind];
  const Icon =
    c.kind !== 'number'
      ? Minus
      : c.direction === 'higher'
        ? ArrowUpWideNarrow
        : c.direction === 'lower'
          ? ArrowDownNarrowWide
          : Crosshair;
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex text-muted-foreground">
      <Icon className="size-4" aria-hidden />
    </span>
  );
}
