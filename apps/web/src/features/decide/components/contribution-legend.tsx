import { type Criterion, DECIDE_TEXTS as T } from '@shortlist/contracts';

/** One colour per criterion that counts; twelve, so a folder's usual criteria never share one. */
const BAR_COLOURS = [
  'bg-sky-500',
  'bg-emerald-500',
  'bg-amber-500',
  'bg-violet-500',
  'bg-rose-500',
  'bg-teal-500',
  'bg-orange-500',
  'bg-indigo-500',
  'bg-lime-500',
  'bg-fuchsia-500',
  'bg-stone-500',
  'bg-cyan-800',
];

/** The criteria that count (weight above 0), in their order. */
export function countedCriteria(
  criteria: readonly Criterion[],
  weights: Readonly<Record<string, number>>,
): Criterion[] {
  return criteria.filter((c) => (weights[c.id] ?? 0) > 0);
}

/**
 * The colour of a criterion's part of the contribution bars: by its place among the criteria that count, so two
 * counted criteria differ (by place among all criteria, a shared folder's per-person ratings pushed Bedrooms
 * onto Price's colour).
 */
export function barColour(
  criteria: readonly Criterion[],
  weights: Readonly<Record<string, number>>,
  criterionId: string,
): string | undefined {
  const index = countedCriteria(criteria, weights).findIndex((c) => c.id === criterionId);
  return index < 0 ? undefined : BAR_COLOURS[index % BAR_COLOURS.length];
}

/** Which colour is which criterion, for the criteria that count (weight above 0). */
export function ContributionLegend({
  criteria,
  weights,
}: {
  criteria: readonly Criterion[];
  weights: Readonly<Record<string, number>>;
}) {
  const counted = countedCriteria(criteria, weights);
  if (counted.length === 0) return null;
  return (
    <ul aria-label={T.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {counted.map((c) => (
        <li key={c.id} className="flex items-center gap-1">
          <span
            aria-hidden
            className={`inline-block size-3 rounded-sm ${barColour(criteria, weights, c.id)}`}
          />
          {c.label}
        </li>
      ))}
    </ul>
  );
}
