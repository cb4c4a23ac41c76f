import { useState } from 'react';
import { ACCOUNT_ERRORS, BILLING_TEXTS, mostPopularPlanIndex, type PaidPlanId } from '@shortlist/contracts';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { usePlans } from '../api/get-plans';
import { useSubscriptionStatus } from '../api/get-subscription';
import { CheckoutError, goToCheckout, openPendingTab } from '@/features/billing/lib/checkout-tab';
import { PlanCard } from './plan-card';
import { FeatureList } from './premium-features';

const GRID_COLUMNS = [
  '',
  'sm:grid-cols-1',
  'sm:grid-cols-2',
  'sm:grid-cols-3',
  'sm:grid-cols-2 lg:grid-cols-4',
];

/**
 * The upgrade dialog (accounts §2): plans in a grid of up to 4 columns; choosing one opens its checkout in a new
 * tab and closes the dialog. `returnUrl` is where the checkout comes back to (default: the profile). `extend`
 * names it for a Premium user buying more time (the server adds the period after the current one).
 */
export function PlanSelectionDialog({
  open,
  onOpenChange,
  returnUrl,
  extend = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnUrl?: string;
  extend?: boolean;
}) {
  const { status } = useAuth();
  const plans = usePlans({ enabled: open });
  const subscription = useSubscriptionStatus({ enabled: open && status === 'signed_in' });
  const [processing, setProcessing] = useState<PaidPlanId | null>(null);
  const list = plans.data?.plans ?? [];
  const popular = mostPopularPlanIndex(list);
  const credit = subscription.data?.nextCheckoutCreditCents ?? 0;

  const select = async (planId: PaidPlanId) => {
    if (status !== 'signed_in') {
      toast.error(ACCOUNT_ERRORS.loginToUpgrade);
      return;
    }
    setProcessing(planId);
    const tab = openPendingTab();
    try {
      await goToCheckout(tab, { planId, ...(returnUrl ? { returnUrl } : {}) });
      onOpenChange(false);
    } catch (error) {
      toast.error(error instanceof CheckoutError ? error.message : ACCOUNT_ERRORS.processUpgrade);
    } finally {
      setProcessing(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={extend ? BILLING_TEXTS.extendPremium : BILLING_TEXTS.upgradeDialogTitle}
        description={extend ? BILLING_TEXTS.extendDialogDescription : BILLING_TEXTS.upgradeDialogDescription}
        className="max-w-5xl"
      >
        {plans.isLoading ? (
          <Spinner label={BILLING_TEXTS.loadingPlans} />
        ) : plans.error ? (
          <p role="alert" className="text-sm text-destructive">
            {ACCOUNT_ERRORS.loadPlans}
          </p>
        ) : list.length === 0 ? (
          <p role="alert" className="text-sm text-destructive">
            {ACCOUNT_ERRORS.noPlans}
          </p>
        ) : (
          <div className="grid gap-5">
            <FeatureList features={BILLING_TEXTS.premiumFeatures} className="sm:grid-cols-2" />
            <div
              role="list"
              aria-label="Plans"
              className={cn('grid gap-4 pt-2', GRID_COLUMNS[Math.min(list.length, 4)])}
            >
              {list.map((plan, index) => (
                <div role="listitem" key={plan.id} className="flex">
                  <PlanCard
                    plan={plan}
                    mostPopular={index === popular}
                    creditCents={Math.min(credit, plan.totalCents)}
                    processing={processing === plan.id}
                    disabled={processing !== null}
                    onSelect={() => void select(plan.id)}
                  />
                </div>
              ))}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
