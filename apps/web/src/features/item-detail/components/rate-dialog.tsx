import { useState } from 'react';
import { Loader2, Star } from 'lucide-react';
import {
  ITEM_DETAIL_TEXTS,
  type ItemDetail,
  ORGANISE_ERRORS,
  ORGANISE_SUCCESS,
  TOAST_TITLES,
} from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { StarRating } from '@/components/ui/star-rating';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useRateItem } from '../api/rate-item';

/**
 * "Rate": what the item page offers a rater instead of edit mode: their own rating, saved at once
 * on its own route, which the rater's role allows.
 */
export function RateDialog({ item }: { item: Pick<ItemDetail, 'id' | 'name' | 'myRating'> }) {
  const rate = useRateItem();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(item.myRating ?? 0);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await rate(item.id, value);
      // 0 clears the rating (folders §4): the spec's own toast for a removed rating
      toast.success(value === 0 ? ORGANISE_SUCCESS.ratingRemoved : ITEM_DETAIL_TEXTS.ratingSaved);
      setOpen(false);
    } catch (err) {
      const fallback = value === 0 ? ORGANISE_ERRORS.removeRating : ORGANISE_ERRORS.updateRating;
      toast.error(errorMessage(err, fallback), TOAST_TITLES.error);
    } finally {
      setSaving(false);
    }
  };

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
            <Button variant="outline" disabled={saving}>
              {ITEM_DETAIL_TEXTS.cancel}
            </Button>
          </DialogClose>
          <Button onClick={() => void save()} disabled={saving || value === (item.myRating ?? 0)}>
            {saving && <Loader2 className="animate-spin" aria-hidden />}
            {ITEM_DETAIL_TEXTS.saveRating}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
