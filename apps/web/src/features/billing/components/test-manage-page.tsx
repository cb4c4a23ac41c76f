import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { BILLING_TEXTS, PLAN_LABELS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { subscriptionKey, useSubscriptionStatus } from '../api/get-subscription';
import { cancelTestSubscription } from '../api/test-checkout';
import { announcePlan } from '../lib/plan-channel';
import { TimeRemaining } from './my-plan-card';
import { TestModeBanner } from './test-checkout-page';

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

/** "Manage Subscription" in test billing mode: what Stripe's customer portal would be; lets the user cancel. */
export function TestManagePage() {
  const { data, error, isLoading } = useSubscriptionStatus();
  const { user, refreshUser } = useAuth();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const cancel = async () => {
    try {
      const status = await cancelTestSubscription();
      await mutate(subscriptionKey(), status, { revalidate: false });
      await refreshUser();
      // the other tabs stop offering Premium's features at once
      if (user) announcePlan({ id: user.id, subscriptionPlan: status.plan }, 'changed');
      toast.success(BILLING_TEXTS.subscriptionCanceled);
      navigate(paths.profile, { replace: true });
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  const subscription = data?.subscription;
  return (
    <div className="mx-auto grid w-full max-w-lg gap-4 px-4 py-10">
      <TestModeBanner>
        <p className="font-semibold">{BILLING_TEXTS.testManageTitle}</p>
        <p>{BILLING_TEXTS.testManageNotice}</p>
      </TestModeBanner>
      {isLoading ? (
        <Spinner />
      ) : error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(error)}
        </p>
      ) : !subscription ? (
        <p>{BILLING_TEXTS.noSubscription}</p>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{PLAN_LABELS[subscription.planId]}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-1 text-sm">
            <p>
              {BILLING_TEXTS.startDate}: {formatDate(subscription.currentPeriodStart)}
            </p>
            <p>
              {BILLING_TEXTS.endDate}: {formatDate(subscription.currentPeriodEnd)}
            </p>
            <p>
              {BILLING_TEXTS.timeRemaining}: <TimeRemaining days={subscription.daysRemaining} />
            </p>
          </CardContent>
          <CardFooter className="justify-end">
            <Button variant="destructive" onClick={() => setConfirming(true)}>
              {BILLING_TEXTS.cancelSubscription}
            </Button>
          </CardFooter>
        </Card>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={BILLING_TEXTS.cancelSubscription}
        description={BILLING_TEXTS.cancelSubscriptionConfirm(
          data?.downgradePreview?.hiddenCategories.map((c) => c.name) ?? [],
        )}
        confirmLabel={BILLING_TEXTS.cancelSubscription}
        busyLabel={BILLING_TEXTS.processing}
        onConfirm={cancel}
      />
    </div>
  );
}
