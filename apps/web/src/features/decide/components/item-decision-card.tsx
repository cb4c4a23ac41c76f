import { DECIDE_TEXTS as T } from '@shortlist/contracts';
import { Card } from '@/components/ui/card';
import { useDecision } from '../api/get-decision';
import { ItemStatusForm } from './item-status-form';

/** The item page's status, reason and target price, read from the folder's decision view. */
export function ItemDecisionCard({ folderId, itemId }: { folderId: string; itemId: string }) {
  const { data } = useDecision(folderId, 'mine');
  const item = data?.items.find((i) => i.id === itemId);
  if (!item) return null;
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="font-semibold">{T.itemDecision}</h2>
      <ItemStatusForm
        key={`${item.status}-${item.statusReason}-${item.targetPriceCents}`}
        folderId={folderId}
        item={item}
      />
    </Card>
  );
}
