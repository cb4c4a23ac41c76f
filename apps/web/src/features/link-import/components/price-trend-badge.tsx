import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { LINK_IMPORT_TEXTS, type PriceTrend } from '@shortlist/contracts';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';

/** The item card's marker: a drop (green) or rise (red) since the previous recorded price. */
export function PriceTrendBadge({ trend }: { trend: PriceTrend | undefined }) {
  if (!trend) return null;
  const down = trend.direction === 'down';
  const Icon = down ? ArrowDownRight : ArrowUpRight;
  const label = `${down ? LINK_IMPORT_TEXTS.priceDropped : LINK_IMPORT_TEXTS.priceRose}: ${formatPrice(
    trend.previousPriceCents,
    trend.currency,
  )}`;
  return (
    <span
      title={label}
      aria-label={label}
      role="img"
      className={cn('inline-flex items-center text-xs', down ? 'text-success' : 'text-destructive')}
    >
      <Icon className="size-4" aria-hidden />
    </span>
  );
}
