import { DECIDE_TEXTS as T } from '@shortlist/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPrice } from '@/lib/format';
import { useDecision } from '../api/get-decision';
import { ItemStatusForm } from './item-status-form';

/**
 * The item page's status, reason and target price, read from the folder's decision view; editors change them,
 * other roles read them.
 */
export function ItemDecisionCard({
  folderId,
  itemId,
  canEdit,
}: {
  folderId: string;
  itemId: string;
  canEdit: boolean;
}) {
  const { data } = useDecision(folderId, 'mine');
  const item = data?.items.find((i) => i.id === itemId);
  if (!item) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.itemDecision}</CardTitle>
      </CardHeader>
      <CardContent>
        {canEdit ? (
          <ItemStatusForm
            key={`${item.status}-${item.statusReason}-${item.targetPriceCents}`}
            folderId={folderId}
            item={item}
          />
        ) : (
          <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted-foreground">{T.status}</dt>
            <dd>
              {T.statusLabels[item.status]}
              {item.statusReason && <span className="text-muted-foreground"> · {item.statusReason}</span>}
            </dd>
            {item.targetPriceCents !== null && (
              <>
                <dt className="text-muted-foreground">{T.targetPrice}</dt>
                <dd className="tabular-nums">{formatPrice(item.targetPriceCents, item.currency)}</dd>
              </>
            )}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
