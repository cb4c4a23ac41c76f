import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GitCompareArrows } from 'lucide-react';
import { canAddToComparison, canCompare, COMPARE, COMPARE_TEXTS, type ItemCard } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { COMPARE_VIEW_TEXTS as T } from '../lib/compare-view-texts';

/**
 * The Compare tab before a comparison: says how to choose (COMPARE.minItems to COMPARE.maxItems items), lists
 * the folder's items to tick in the order wanted, and opens the comparison of the ticked ones.
 */
export function ComparePicker({
  folderId,
  items,
}: {
  folderId: string;
  items: Pick<ItemCard, 'id' | 'name' | 'priceCents' | 'currency'>[];
}) {
  const navigate = useNavigate();
  const [ids, setIds] = useState<string[]>([]);
  const toggle = (id: string, on: boolean) =>
    setIds(on ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id));
  const tooFew = items.length < COMPARE.minItems;

  return (
    <section
      aria-labelledby="compare-pick-heading"
      className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-xs"
    >
      <div className="grid gap-1">
        <h2 id="compare-pick-heading" className="flex items-center gap-2 text-lg font-semibold">
          <GitCompareArrows className="size-5" aria-hidden />
          {COMPARE_TEXTS.empty}
        </h2>
        <p className="text-sm text-muted-foreground">{tooFew ? T.pickNeedsMore : T.pickHint}</p>
      </div>
      {items.length > 0 && (
        <ul aria-label={T.pickListLabel} className="grid gap-1 sm:grid-cols-2">
          {items.map((item) => {
            const checked = ids.includes(item.id);
            const disabled = !checked && !canAddToComparison(ids.length);
            const price = formatPrice(item.priceCents, item.currency);
            return (
              <li key={item.id}>
                <label
                  className={cn(
                    'flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 text-sm',
                    checked ? 'border-primary bg-primary/5' : 'hover:bg-muted',
                    disabled && 'opacity-60',
                  )}
                >
                  <Checkbox
                    checked={checked}
                    disabled={disabled}
                    onCheckedChange={(value) => toggle(item.id, value === true)}
                    aria-label={COMPARE_TEXTS.selectForComparison(item.name)}
                  />
                  <span className="min-w-0 flex-1 font-medium break-words">{item.name}</span>
                  {price && <span className="shrink-0 text-muted-foreground tabular-nums">{price}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {!tooFew && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          <span aria-live="polite" className="text-sm text-muted-foreground tabular-nums">
            {COMPARE_TEXTS.counter(ids.length, COMPARE.maxItems)}
          </span>
          <Button
            disabled={!canCompare(ids.length)}
            onClick={() => navigate(paths.compare(folderId, ids, 'attributes'))}
          >
            {COMPARE_TEXTS.startComparison(ids.length)}
          </Button>
        </div>
      )}
    </section>
  );
}
