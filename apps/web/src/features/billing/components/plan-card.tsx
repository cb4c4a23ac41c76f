import { BILLING_TEXTS, durationLabel, formatCents, type SubscriptionPlan } from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** One plan of the upgrade dialog: duration, one-time price, saving, "Most Popular", Select Plan. */
export function PlanCard({
  plan,
  mostPopular,
  creditCents = 0,
  processing,
  disabled,
  onSelect,
}: {
  plan: SubscriptionPlan;
  mostPopular: boolean;
  /** Referral credit the checkout will take off (at most the plan's total). */
  creditCents?: number;
  processing: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const title = durationLabel(plan.durationMonths);
  return (
    <section
      aria-label={title}
      className={cn(
        'relative flex w-full flex-col gap-3 rounded-lg border p-4',
        mostPopular && 'border-primary ring-1 ring-primary',
      )}
    >
      {mostPopular && (
        <Badge variant="default" className="absolute -top-2.5 left-1/2 -translate-x-1/2">
          {BILLING_TEXTS.mostPopular}
        </Badge>
      )}
      <h3 className="text-base font-semibold">{title}</h3>
      <div>
        {/* accounts §9: the displayed price is monthly x months, less the credit where credit applies */}
        <p className="text-2xl font-bold tabular-nums">
          {formatCents(plan.totalCents - creditCents, plan.currency)}
        </p>
        {creditCents > 0 && (
          <p className="text-xs text-muted-foreground tabular-nums">
            <span className="sr-only">{BILLING_TEXTS.priceBeforeCredit} </span>
            <s>{formatCents(plan.totalCents, plan.currency)}</s>
          </p>
        )}
        <p className="text-xs text-muted-foreground">{BILLING_TEXTS.oneTimePayment}</p>
        {plan.durationMonths > 1 && (
          <p className="text-xs text-muted-foreground tabular-nums">
            {formatCents(plan.priceMonthlyCents, plan.currency)} / month
          </p>
        )}
      </div>
      {plan.discountPercentage > 0 && (
        <Badge variant="accent" className="w-fit">
          {BILLING_TEXTS.save(plan.discountPercentage)}
        </Badge>
      )}
      {creditCents > 0 && (
        <p className="text-xs text-muted-foreground">
          {BILLING_TEXTS.creditApplies(formatCents(creditCents, plan.currency))}
        </p>
      )}
      <Button
        className="mt-auto"
        variant={mostPopular ? 'primary' : 'outline'}
        disabled={disabled}
        onClick={onSelect}
      >
        {processing ? BILLING_TEXTS.processing : BILLING_TEXTS.selectPlan}
      </Button>
    </section>
  );
}
