import { Trophy } from 'lucide-react';
import { DECIDE_TEXTS as T, formatScore } from '@shortlist/contracts';
import { Card } from '@/components/ui/card';
import type { TopPick } from '../lib/top-pick';

/**
 * The answer first: the leading item, its score out of 100, why (its largest contributions), and what would
 * change the winner (`change`: a sentence; null when there is no runner-up; left out for a recorded decision).
 */
export function TopPickCard({ pick, name, change }: { pick: TopPick; name: string; change?: string | null }) {
  return (
    <Card className="grid gap-3 border-primary/40 p-4 sm:p-5" role="region" aria-label={T.topPick}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Trophy className="size-5 shrink-0 text-primary" aria-hidden />
        <h2 className="text-sm font-medium text-muted-foreground">{T.topPick}</h2>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 text-xl font-semibold break-words">{name}</p>
        <p className="text-2xl font-semibold tabular-nums" data-testid="top-pick-score">
          {formatScore(pick.score)}
        </p>
      </div>
      {pick.reasons.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">{T.topPickWhy}</h3>
          <ul className="grid gap-0.5 text-sm">
            {pick.reasons.map((r) => (
              <li key={r} className="break-words">
                {r}
              </li>
            ))}
          </ul>
        </div>
      )}
      {change !== undefined && (
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">{T.winnerChangeTitle}</h3>
          <p className="text-sm text-muted-foreground">{change ?? T.topPickAlone}</p>
        </div>
      )}
    </Card>
  );
}
