import { useEffect, useState } from 'react';
import {
  ACCOUNT_ERRORS,
  BILLING_TEXTS,
  PLAN_LABELS,
  renewalState,
  SHELL_TEXTS,
  SUBSCRIPTION,
  type SubscriptionStatus,
} from '@shortlist/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LinesLoading } from '@/components/ui/loading-skeletons';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { useSubscriptionStatus } from '../api/get-subscription';
import { openPortal } from '../api/open-portal';
import { openPendingTab } from '@/features/billing/lib/checkout-tab';
import { PlanSelectionDialog } from './plan-selection-dialog';
import { FeatureList } from './premium-features';

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

const REMAINING_CLASS = {
  ok: '',
  warning: 'text-orange-600 dark:text-orange-400',
  urgent: 'text-red-600 dark:text-red-400',
  expired: 'text-red-600 dark:text-red-400',
} as const;

/** Time remaining: orange at SUBSCRIPTION.renewalWarningDays or fewer, red at renewalUrgentDays or fewer, "Expired" at 0 or fewer. */
export function TimeRemaining({ days }: { days: number }) {
  const state = renewalState(days);
  return (
    <span data-state={state} className={cn('font-medium', REMAINING_CLASS[state])}>
      {state === 'expired' ? BILLING_TEXTS.expired : BILLING_TEXTS.daysRemaining(days)}
    </span>
  );
}

function CurrentSubscription({
  subscription,
}: {
  subscription: NonNullable<SubscriptionStatus['subscription']>;
}) {
  return (
    <section
      aria-label={BILLING_TEXTS.currentSubscription}
      className="grid gap-3 rounded-md border bg-muted/40 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">{BILLING_TEXTS.currentSubscription}</h3>
        <Badge variant="default">{PLAN_LABELS[subscription.planId]}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">{BILLING_TEXTS.status}</dt>
          <dd>{BILLING_TEXTS.active}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{BILLING_TEXTS.startDate}</dt>
          <dd>{formatDate(subscription.currentPeriodStart)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{BILLING_TEXTS.endDate}</dt>
          <dd>{formatDate(subscription.currentPeriodEnd)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{BILLING_TEXTS.timeRemaining}</dt>
          <dd>
            <TimeRemaining days={subscription.daysRemaining} />
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">{BILLING_TEXTS.renewalNote}</p>
    </section>
  );
}

/** The profile's My Plan card (accounts §2 card 2). */
export function MyPlanCard() {
  const { user, refreshUser } = useAuth();
  const { data, error, isLoading } = useSubscriptionStatus();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [opening, setOpening] = useState(false);

  // a purchase finished in another tab: bring the session's plan (isPremium everywhere) up to date
  useEffect(() => {
    if (data && user && data.plan !== user.subscriptionPlan) void refreshUser().catch(() => {});
  }, [data, user, refreshUser]);

  const manage = async () => {
    if (!user) {
      toast.error(ACCOUNT_ERRORS.loginToManage);
      return;
    }
    setOpening(true);
    const tab = openPendingTab();
    try {
      const { url } = await openPortal();
      if (!url) {
        tab?.close();
        toast.error(ACCOUNT_ERRORS.noManagementUrl);
        return;
      }
      const absolute = new URL(url, window.location.origin).toString();
      if (tab) tab.location.href = absolute;
      else window.location.assign(absolute);
    } catch (err) {
      tab?.close();
      toast.error(errorMessage(err, ACCOUNT_ERRORS.openManagement));
    } finally {
      setOpening(false);
    }
  };

  const plan = data?.plan ?? user?.subscriptionPlan ?? 'basic';
  const isPremium = data?.isPremium ?? user?.isPremium ?? false;
  const subscription = data?.subscription ?? null;
  const hidden = data?.downgradePreview?.hiddenCategories ?? [];
  const warnDowngrade =
    subscription && hidden.length > 0 && subscription.daysRemaining <= SUBSCRIPTION.renewalWarningDays;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{BILLING_TEXTS.myPlan}</CardTitle>
        <CardDescription>{BILLING_TEXTS.currentPlan(PLAN_LABELS[plan])}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isLoading && <LinesLoading label={SHELL_TEXTS.loading} lines={2} />}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(error, ACCOUNT_ERRORS.refreshSubscription)}
          </p>
        )}
        {isPremium && subscription && <CurrentSubscription subscription={subscription} />}
        {warnDowngrade && subscription && (
          <p
            role="status"
            className="rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-900 dark:bg-orange-950 dark:text-orange-100"
          >
            {BILLING_TEXTS.downgradeWarning(
              formatDate(subscription.currentPeriodEnd),
              hidden.map((c) => c.name),
            )}
          </p>
        )}
        {data?.archivedCategories && (
          <p role="status" className="rounded-md border p-3 text-sm">
            {BILLING_TEXTS.archivedNotice(
              data.archivedCategories.count,
              formatDate(data.archivedCategories.restorableUntil),
            )}
          </p>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          <section
            aria-label={PLAN_LABELS.basic}
            className={cn('grid content-start gap-3 rounded-md border p-4', !isPremium && 'border-primary')}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">{PLAN_LABELS.basic}</h3>
              {!isPremium && <Badge variant="outline">{BILLING_TEXTS.currentPlanBadge}</Badge>}
            </div>
            <FeatureList features={BILLING_TEXTS.basicFeatures} />
          </section>
          <section
            aria-label="Premium"
            className={cn('grid content-start gap-3 rounded-md border p-4', isPremium && 'border-primary')}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">Premium</h3>
              {isPremium && <Badge variant="outline">{BILLING_TEXTS.currentPlanBadge}</Badge>}
            </div>
            <FeatureList features={BILLING_TEXTS.premiumFeatures} />
          </section>
        </div>
        <div className="flex flex-wrap gap-2">
          {isPremium ? (
            <>
              <Button
                variant="outline"
                disabled={opening || (data ? !data.canManage : true)}
                onClick={() => void manage()}
              >
                {BILLING_TEXTS.manageSubscription}
              </Button>
              {/* plans are one-time payments (DESIGN §5): the renewal note sends the user here to add time */}
              {subscription && (
                <Button variant="outline" onClick={() => setUpgradeOpen(true)}>
                  {BILLING_TEXTS.extendPremium}
                </Button>
              )}
            </>
          ) : (
            <Button onClick={() => setUpgradeOpen(true)}>{BILLING_TEXTS.upgradeToPremium}</Button>
          )}
        </div>
      </CardContent>
      <PlanSelectionDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} extend={isPremium} />
    </Card>
  );
}
