import { useEffect, useRef, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_ERRORS,
  BILLING_TEXTS,
  checkoutCreditFor,
  durationChoiceLabel,
  durationLabel,
  formatCents,
  mostPopularPlanIndex,
  PLAN_LABELS,
  REFERRAL,
  type PaidPlanId,
  type SignUpRequest,
} from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { postSignInPath } from '@/lib/auth/return-path';
import { useAuth } from '@/lib/auth/auth-context';
import { signUpErrorToast } from '@/lib/auth/auth-error-message';
import { cn } from '@/lib/cn';
import { usePlans } from '../api/get-plans';
import { CheckoutError, goToCheckout, openPendingTab } from '@/features/billing/lib/checkout-tab';
import { FeatureList } from './premium-features';

/**
 * Sign-up's second step (accounts §2, §4): Basic creates the account and goes to /app; Premium creates the
 * account, then opens the chosen duration's checkout in a new tab (and this tab goes to /app).
 */
export function ChoosePlanStep({ signUpData, onBack }: { signUpData: SignUpRequest; onBack: () => void }) {
  // the step replaces the form in place: start it at the top, with focus on its title for screen readers
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const plans = usePlans();
  const list = plans.data?.plans ?? [];
  const [chosen, setChosen] = useState<PaidPlanId | null>(null);
  const [busy, setBusy] = useState<'basic' | 'premium' | null>(null);
  const selected = chosen ?? list[mostPopularPlanIndex(list)]?.id ?? null;
  const hasReferral = !!signUpData.referralCode?.trim();
  // a valid referral code gives the new account credit at sign-up, and its first checkout spends it
  const credit = hasReferral ? checkoutCreditFor(REFERRAL.referredSignupCreditCents) : 0;

  const chooseBasic = async () => {
    setBusy('basic');
    try {
      await signUp(signUpData);
      navigate(postSignInPath(), { replace: true });
    } catch (error) {
      const { title, message } = signUpErrorToast(error, ACCOUNT_ERRORS.basicPlanSelection);
      toast.error(message, title);
      setBusy(null);
    }
  };

  const choosePremium = async () => {
    if (!selected) return;
    setBusy('premium');
    try {
      await signUp(signUpData);
    } catch (error) {
      const { title, message } = signUpErrorToast(error, ACCOUNT_ERRORS.premiumPlanSelection);
      toast.error(message, title);
      setBusy(null);
      return;
    }
    // the new account's address is not confirmed yet; the server lets sign-up's own checkout through
    const tab = openPendingTab();
    try {
      await goToCheckout(tab, { planId: selected }, ACCOUNT_ERRORS.premiumPlanSelection);
    } catch (error) {
      // the account exists: the user can upgrade from the profile later
      toast.error(error instanceof CheckoutError ? error.message : ACCOUNT_ERRORS.premiumPlanSelection);
    }
    navigate(postSignInPath(), { replace: true });
  };

  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onBack} disabled={busy !== null}>
          <ArrowLeft aria-hidden />
          {BILLING_TEXTS.backToSignUp}
        </Button>
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {BILLING_TEXTS.chooseYourPlan}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-label={PLAN_LABELS.basic} className="flex flex-col gap-3 rounded-lg border p-5">
          <h3 className="text-lg font-semibold">{PLAN_LABELS.basic}</h3>
          <p>
            <span className="text-2xl font-bold">{BILLING_TEXTS.free}</span>{' '}
            <span className="text-sm text-muted-foreground">{BILLING_TEXTS.forever}</span>
          </p>
          <FeatureList features={BILLING_TEXTS.basicFeatures} />
          <Button
            variant="outline"
            className="mt-auto"
            disabled={busy !== null}
            onClick={() => void chooseBasic()}
          >
            {busy === 'basic' ? BILLING_TEXTS.processing : BILLING_TEXTS.continueWithBasic}
          </Button>
        </section>
        <section
          aria-label="Premium"
          className="relative flex flex-col gap-3 rounded-lg border border-primary p-5 ring-1 ring-primary"
        >
          <Badge variant="default" className="absolute -top-2.5 left-1/2 -translate-x-1/2">
            {BILLING_TEXTS.mostPopular}
          </Badge>
          <h3 className="text-lg font-semibold">Premium</h3>
          <FeatureList features={BILLING_TEXTS.premiumFeatures} />
          {plans.isLoading ? (
            <Spinner label={BILLING_TEXTS.loadingPlans} className="py-2" />
          ) : plans.error || list.length === 0 ? (
            <p role="alert" className="text-sm text-destructive">
              {plans.error ? ACCOUNT_ERRORS.loadPlans : ACCOUNT_ERRORS.noPlans}
            </p>
          ) : (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Duration</legend>
              {list.map((plan) => (
                <label
                  key={plan.id}
                  className={cn(
                    'flex cursor-pointer items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    selected === plan.id && 'border-primary bg-muted',
                  )}
                >
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="premium-duration"
                      value={plan.id}
                      checked={selected === plan.id}
                      onChange={() => setChosen(plan.id)}
                      className="accent-primary"
                    />
                    {/* accounts §2: the durations 1 month ... 1 year, with their choice labels */}
                    <span className="grid leading-tight whitespace-nowrap">
                      <span>{durationChoiceLabel(plan.durationMonths)}</span>
                      <span className="text-xs text-muted-foreground">
                        {durationLabel(plan.durationMonths).toLowerCase()}
                      </span>
                    </span>
                    {plan.discountPercentage > 0 && (
                      <Badge variant="accent">{BILLING_TEXTS.save(plan.discountPercentage)}</Badge>
                    )}
                  </span>
                  {/* accounts §9: the displayed price is monthly x months, less the credit where credit applies */}
                  <span className="tabular-nums">
                    {credit > 0 && (
                      <s className="mr-2 text-xs text-muted-foreground">
                        <span className="sr-only">{BILLING_TEXTS.priceBeforeCredit} </span>
                        {formatCents(plan.totalCents, plan.currency)}
                      </s>
                    )}
                    {formatCents(plan.totalCents - Math.min(credit, plan.totalCents), plan.currency)}
                  </span>
                </label>
              ))}
              <p className="text-xs text-muted-foreground">
                {BILLING_TEXTS.oneTimePayment}
                {credit > 0 && ` · ${BILLING_TEXTS.creditApplies(formatCents(credit))}`}
              </p>
            </fieldset>
          )}
          <Button
            className="mt-auto"
            disabled={busy !== null || !selected}
            onClick={() => void choosePremium()}
          >
            {busy === 'premium' ? BILLING_TEXTS.processing : BILLING_TEXTS.continueWithPremium}
          </Button>
        </section>
      </div>
    </div>
  );
}
