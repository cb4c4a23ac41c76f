import { DECIDE_TEXTS as T, type DecisionItem } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Sparkline } from './sparkline';

/** What an item card shows of the decision: its status (unless considering), price sparkline and "good deal". */
export function ItemDecisionMarker({ item }: { item: DecisionItem | undefined }) {
  if (!item) return null;
  const status = item.status !== 'considering';
  if (!status && item.priceHistory.length < 2 && !item.goodDeal) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
      {status && (
        <Badge variant="outline" title={item.statusReason ?? undefined}>
          {T.statusLabels[item.status]}
        </Badge>
      )}
      <Sparkline prices={item.priceHistory} label={T.sparklineLabel(item.name)} />
      {item.goodDeal && <Badge title={T.goodDealHint}>{T.goodDeal}</Badge>}
    </div>
  );
}
