import { ArrowRight, Check } from 'lucide-react';
import {
  BILLING_TEXTS,
  durationLabel,
  formatCents,
  MARKETING_TEXTS,
  mostPopularPlanIndex,
  PLAN_PRICES,
  planTotalCents,
} from '@shortlist/contracts';
import { LeanBadge, LeanCard } from '@/components/ui/lean-content';
import { LeanButtonLink } from '@/components/ui/lean-button-link';
import { paths } from '@/config/paths';
import { cx } from '@/lib/cx';

const popular = mostPopularPlanIndex(PLAN_PRICES);
const lowestMonthly = Math.min(...PLAN_PRICES.map((plan) => plan.priceMonthlyCents));

function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="grid gap-2 text-sm">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/** Basic and Premium as the app's plan screens show them, every price from contracts' PLAN_PRICES. */
export function LandingPricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="pricing-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Pricing
          </h2>
          <p className="mt-3 text-muted-foreground">
            Start free. Go Premium from {formatCents(lowestMonthly)} a month when you decide with others;
            every plan is paid once, up front, and never renews by itself.
          </p>
        </div>
        <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[1fr_2fr]">
          <LeanCard aria-labelledby="plan-basic" className="flex flex-col gap-5 p-6" role="region">
            <div>
              <h3 id="plan-basic" className="text-lg font-semibold">
                Basic
              </h3>
              <p className="mt-2">
                <span className="text-3xl font-semibold">{BILLING_TEXTS.free}</span>{' '}
                <span className="text-sm text-muted-foreground">{BILLING_TEXTS.forever}</span>
              </p>
            </div>
            <FeatureList features={BILLING_TEXTS.basicFeatures} />
            <LeanButtonLink variant="outline" size="lg" className="mt-auto" to={paths.signUp}>
              {MARKETING_TEXTS.getStartedFree}
            </LeanButtonLink>
          </LeanCard>
          <LeanCard
            aria-labelledby="plan-premium"
            role="region"
            className="flex flex-col gap-5 border-primary p-6 ring-1 ring-primary"
          >
            <h3 id="plan-premium" className="text-lg font-semibold">
              Premium
            </h3>
            <FeatureList features={BILLING_TEXTS.premiumFeatures} />
            <ul aria-label="Premium plans" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {PLAN_PRICES.map((plan, index) => (
                <li
                  key={plan.id}
                  aria-label={durationLabel(plan.durationMonths)}
                  className={cx(
                    'relative flex flex-col gap-1 rounded-lg border bg-background p-4',
                    index === popular && 'border-primary',
                  )}
                >
                  {index === popular && (
                    <LeanBadge variant="default" className="absolute -top-2.5 left-4">
                      {BILLING_TEXTS.mostPopular}
                    </LeanBadge>
                  )}
                  <p className="text-sm font-medium">{durationLabel(plan.durationMonths)}</p>
                  <p className="text-2xl font-semibold tabular-nums">{formatCents(planTotalCents(plan))}</p>
                  <p className="text-xs text-muted-foreground">{BILLING_TEXTS.oneTimePayment}</p>
                  {plan.durationMonths > 1 && (
                    <p className="text-xs text-muted-foreground tabular-nums">
                      {formatCents(plan.priceMonthlyCents)} / month
                    </p>
                  )}
                  {plan.discountPercentage > 0 && (
                    <LeanBadge variant="accent" className="mt-1 w-fit">
                      {BILLING_TEXTS.save(plan.discountPercentage)}
                    </LeanBadge>
                  )}
                </li>
              ))}
            </ul>
            <LeanButtonLink size="lg" className="mt-auto" to={paths.signUp}>
              Sign up for Premium
              <ArrowRight aria-hidden />
            </LeanButtonLink>
          </LeanCard>
        </div>
      </div>
    </section>
  );
}
