import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { ITEM_SORT_KEYS, ITEM_TEXTS, type ItemSortKey, type SortOrder } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';

const LABELS: Record<ItemSortKey, string> = {
  date: ITEM_TEXTS.sortDate,
  price: ITEM_TEXTS.sortPrice,
  rating: ITEM_TEXTS.sortRating,
};

/** Sort select (date, price, rating) and the Ascending/Descending toggle. */
export function ItemSortControls({
  sort,
  order,
  onChange,
}: {
  sort: ItemSortKey;
  order: SortOrder;
  onChange(next: { sort: ItemSortKey; order: SortOrder }): void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Select
        aria-label={ITEM_TEXTS.sortBy}
        className="w-32"
        value={sort}
        onValueChange={(value) => onChange({ sort: value as ItemSortKey, order })}
        options={ITEM_SORT_KEYS.map((key) => ({ value: key, label: LABELS[key] }))}
      />
      <Button
        variant="outline"
        size="sm"
        className="h-9"
        onClick={() => onChange({ sort, order: order === 'asc' ? 'desc' : 'asc' })}
      >
        {order === 'asc' ? <ArrowUpNarrowWide aria-hidden /> : <ArrowDownWideNarrow aria-hidden />}
        {order === 'asc' ? ITEM_TEXTS.ascending : ITEM_TEXTS.descending}
      </Button>
    </div>
  );
}
