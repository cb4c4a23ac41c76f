import { useState } from 'react';
import { Star } from 'lucide-react';
import { ITEM_DETAIL_TEXTS, type ItemDetail } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { StarRating } from '@/components/ui/star-rating';

/**
 * "Rate": what the item page offers a rater instead of edit mode: their own rating, saved on its own route,
 * which the rater's role allows. Saving closes the dialog at once; the page shows the new rating while it is
 * sent (`onRate`), and the old one again with the server's message if it is refused.
 */
export function RateDialog({
  item,
  pending,
  onRate,
}: {
  item: Pick<ItemDetail, 'id' | 'name' | 'myRating'>;
  /** A rating is on its way: another waits for its answer. */
  pending: boolean;
  onRate(rating: number): void;
}) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(item.myRating ?? 0);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setValue(item.myRating ?? 0);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Star aria-hidden />
          {ITEM_DETAIL_TEXTS.rate}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={ITEM_DETAIL_TEXTS.rateTitle(item.name)}
        description={ITEM_DETAIL_TEXTS.rateDescription}
      >
        <StarRating value={value} onChange={setValue} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{ITEM_DETAIL_TEXTS.cancel}</Button>
          </DialogClose>
          <Button
            onClick={() => {
              onRate(value);
              setOpen(false);
            }}
            disabled={pending || value === (item.myRating ?? 0)}
          >
            {ITEM_DETAIL_TEXTS.saveRating}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
