import { useRef, useState } from 'react';
import { ITEM_DETAIL_TEXTS, ORGANISE_ERRORS, ORGANISE_SUCCESS, TOAST_TITLES } from '@shortlist/contracts';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useRateItem } from '../api/rate-item';

/**
 * The viewer's rating of an item, from the stars in place or the "Rate" dialog: shown at once, saved, and
 * put back with the server's message when refused. One rating is on its way at a time: while it is, another
 * choice is ignored (`pending`).
 */
export function useRatingAtOnce(itemId: string, viewerId: string | undefined) {
  const rateItem = useRateItem();
  const [pending, setPending] = useState(false);
  // a click in the same tick as the first sees no re-render yet
  const sending = useRef(false);

  const rate = async (rating: number) => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    try {
      await rateItem(itemId, rating, viewerId);
      // 0 clears the rating (folders §4): the spec's own toast for a removed rating
      toast.success(rating === 0 ? ORGANISE_SUCCESS.ratingRemoved : ITEM_DETAIL_TEXTS.ratingSaved);
    } catch (err) {
      const fallback = rating === 0 ? ORGANISE_ERRORS.removeRating : ORGANISE_ERRORS.updateRating;
      toast.error(errorMessage(err, fallback), TOAST_TITLES.error);
    } finally {
      sending.current = false;
      setPending(false);
    }
  };
  return { rate, pending };
}
