import { GitCompareArrows } from 'lucide-react';
import { canCompare, COMPARE, COMPARE_TEXTS, type CompareType, FOLDER_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';

/** The compare-selection banner: COMPARE_TEXTS.selectBanner, n/COMPARE.maxItems, Cancel, "Start Comparison (n)". */
export function CompareSelectionBar({
  type,
  count,
  onCancel,
  onStart,
}: {
  type: CompareType;
  count: number;
  onCancel(): void;
  onStart(): void;
}) {
  return (
    <div
      role="region"
      aria-label={COMPARE_TEXTS.selectBanner}
      className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid gap-0.5">
        <p className="flex items-center gap-2 text-sm font-medium">
          <GitCompareArrows className="size-4" aria-hidden />
          {COMPARE_TEXTS.selectBanner}
          <span
            aria-live="polite"
            className="rounded-md bg-background px-1.5 tabular-nums"
            data-testid="compare-counter"
          >
            {COMPARE_TEXTS.counter(count, COMPARE.maxItems)}
          </span>
        </p>
        {type === 'collaborative' && (
          <p className="text-xs text-muted-foreground">{COMPARE_TEXTS.ratingsModeNote}</p>
        )}
      </div>
      <div className="flex gap-2">
        <Button variant="outline" onClick={onCancel}>
          {FOLDER_TEXTS.cancel}
        </Button>
        <Button disabled={!canCompare(count)} onClick={onStart}>
          {COMPARE_TEXTS.startComparison(count)}
        </Button>
      </div>
    </div>
  );
}
