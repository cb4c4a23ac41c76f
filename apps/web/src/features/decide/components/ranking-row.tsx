import type { ReactNode } from 'react';
import {
  type Criterion,
  DECIDE_TEXTS as T,
  type DecisionItem,
  type DecisionView,
  formatScore,
  MONEY_TEXTS,
  PRICE_CRITERION,
  type RankedItem,
} from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { convertedPrice } from '@/lib/money/converted';
import { knockOutText } from '../lib/knock-out-text';
import { barColour } from './contribution-legend';
import { Sparkline } from './sparkline';

/**
 * One item of the ranking: its rank, name, price, flags, score out of 100 and "Choose this one"; the bar of what
 * each criterion gave; what is missing or why it is out. `beside` is its vote, `below` its status form.
 */
export function RankingRow({
  r,
  item,
  criteria,
  weights,
  money,
  beside,
  below,
  onChoose,
}: {
  r: RankedItem;
  item: DecisionItem;
  criteria: readonly Criterion[];
  weights: Readonly<Record<string, number>>;
  money: DecisionView['money'];
  beside: ReactNode;
  below: ReactNode;
  /** Editors of an open decision: the item's "Choose this one". */
  onChoose?: (item: DecisionItem) => void;
}) {
  const out = r.rank === null;
  const label = (id: string) => criteria.find((c) => c.id === id)?.label ?? id;
  // a missing value is marked where it costs the item points: on a criterion that counts (weight above 0)
  const missing = r.contributions.filter((c) => c.missing && (weights[c.criterionId] ?? 0) > 0);
  const converted = item.priceCents !== null && convertedPrice(money, item.priceCents, item.currency);
  return (
    <li aria-label={item.name} className={cn('grid gap-1 rounded-lg border p-3', out && 'opacity-60')}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="w-8 font-semibold tabular-nums">{out ? '—' : `#${r.rank}`}</span>
        <span className="min-w-0 font-medium break-words">{item.name}</span>
        {item.priceCents !== null && (
          <span className="text-sm text-muted-foreground">
            {formatPrice(item.priceCents, item.currency)}
            {converted && <span className="ml-1 text-xs">({converted})</span>}
          </span>
        )}
        <Sparkline prices={item.priceHistory} label={T.sparklineLabel(item.name)} />
        {item.goodDeal && <Badge title={T.goodDealHint}>{T.goodDeal}</Badge>}
        {item.consensus?.disagree && <Badge variant="destructive">{T.disagree}</Badge>}
        {item.consensus?.notRatedByOthers && <Badge variant="outline">{T.notRatedByOthers}</Badge>}
        {item.status !== 'considering' && <Badge variant="outline">{T.statusLabels[item.status]}</Badge>}
        <span className="ml-auto" />
        {beside}
        <span className="font-semibold tabular-nums" data-testid="score">
          {out ? T.knockedOut : formatScore(r.score!)}
        </span>
        {!out && onChoose && (
          <Button size="sm" variant="outline" className="print:hidden" onClick={() => onChoose(item)}>
            {T.choose}
          </Button>
        )}
      </div>
      {!out && (
        <div className="flex h-2 overflow-hidden rounded bg-muted" aria-hidden>
          {r.contributions
            .filter((c) => c.points > 0)
            .map((c) => (
              <div
                key={c.criterionId}
                title={`${label(c.criterionId)}: ${c.points.toFixed(1)}`}
                className={barColour(criteria, weights, c.criterionId)}
                style={{ width: `${c.points}%` }}
              />
            ))}
        </div>
      )}
      {!out && item.leftOut?.includes(PRICE_CRITERION) && (
        <p className="text-xs text-amber-800 dark:text-amber-200">
          {MONEY_TEXTS.leftOut(item.currency, money.currency)}
        </p>
      )}
      {!out && missing.length > 0 && (
        <p className="text-xs text-muted-foreground">
          {missing.map((c) => T.missingMarked(label(c.criterionId))).join(' · ')}
        </p>
      )}
      {out && (
        <ul className="text-sm text-muted-foreground">
          {r.knockOuts.map((k) => (
            <li key={k.criterionId + k.reason}>{knockOutText(criteria, k, money.currency)}</li>
          ))}
        </ul>
      )}
      {below}
    </li>
  );
}
