import { type Criterion, DECIDE_TEXTS as T } from '@shortlist/contracts';

const BAR_COLOURS = [
  'bg-sky-500',
  'bg-emerald-500',
  'bg-amber-500',
  'bg-violet-500',
  'bg-rose-500',
  'bg-teal-500',
];

/** The colour of a criterion's part of the contribution bars (by its place among the criteria). */
export function barColour(criteria: readonly Criterion[], criterionId: string): string | undefined {
  return BAR_COLOURS[criteria.findIndex((c) => c.id === criterionId) % BAR_COLOURS.length];
}

/** Which colour is which criterion, for the criteria that count (weight above 0). */
export function ContributionLegend({
  criteria,
  weights,
}: {
  criteria: readonly Criterion[];
  weights: Readonly<Record<string, number>>;
}) {
  const counted = criteria.filter((c) => (weights[c.id] ?? 0) > 0);
  if (counted.length === 0) return null;
  return (
    <ul aria-label={T.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {counted.map((c) => (
        <li key={c.id} className="flex items-center gap-1">
          <span aria-hidden className={`inline-block size-3 rounded-sm ${barColour(criteria, c.id)}`} />
          {c.label}
        </li>
      ))}
    </ul>
  );
}
