import { useState } from 'react';
import { Loader2, Share2 } from 'lucide-react';
import { type ItemDetail, PRIVATE_ITEM_TEXTS, TOAST_TITLES } from '@shortlist/contracts';
import { PrivateItemBadge } from '@/components/private-item-badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useShareItem } from '../api/share-item';

/**
 * On a private item's page (only its creator ever sees one): the badge, and "Share with the folder", which
 * makes it visible to everyone who can open the folder.
 */
export function PrivateItemNotice({ item }: { item: ItemDetail }) {
  const share = useShareItem();
  const [sharing, setSharing] = useState(false);
  const onShare = async () => {
    setSharing(true);
    try {
      await share(item);
      toast.success(PRIVATE_ITEM_TEXTS.shared);
    } catch (err) {
      toast.error(errorMessage(err), TOAST_TITLES.error);
    } finally {
      setSharing(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <PrivateItemBadge />
      <Button size="sm" variant="outline" onClick={onShare} disabled={sharing}>
        {sharing ? <Loader2 className="animate-spin" aria-hidden /> : <Share2 aria-hidden />}
        {sharing ? PRIVATE_ITEM_TEXTS.sharing : PRIVATE_ITEM_TEXTS.shareAction}
      </Button>
    </div>
  );
}
