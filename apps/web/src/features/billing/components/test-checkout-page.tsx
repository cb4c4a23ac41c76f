import { useState } from 'react';
import { FlaskConical } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { BILLING_TEXTS, durationLabel, formatCents, PLAN_LABELS } from '@shortlist/contracts';
import { FeatureList } from './premium-features';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { cancelTestCheckout, payTestCheckout, useTestCheckout } from '../api/test-checkout';
import { announcePlan } from '../lib/plan-channel';

/** A banner no one can mistake for a real payment page. */
export function TestModeBanner({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-md border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}

/**
 * The built-in test checkout (DESIGN §2): stands in for Stripe's page when no Stripe key is configured. Pay
 * runs the same fulfilment as a paid Stripe session, then returns to where the checkout was started.
 */
export function TestCheckoutPage({ checkoutId }: { checkoutId: string }) {
  const { data, error, isLoading, mutate } = useTestCheckout(checkoutId);
  const { user, refreshUser } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);

  const pay = async () => {
    setBusy('pay');
    try {
      const result = await payTestCheckout(checkoutId);
      await mutate(result, { revalidate: false });
      await refreshUser();
      // the tab that opened this checkout shows Premium at once (it has no handle on this tab, nor this on it)
      if (user) announcePlan({ id: user.id, subscriptionPlan: result.planId }, 'changed');
      toast.success(BILLING_TEXTS.paid);
      navigate(result.returnUrl, { replace: true });
    } catch (err) {
      toast.error(errorMessage(err));
      setBusy(null);
    }
  };

  const cancel = async () => {
    setBusy('cancel');
    try {
      await mutate(await cancelTestCheckout(checkoutId), { revalidate: false });
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-lg gap-4 px-4 py-10">
      <TestModeBanner>
        <h1 className="font-semibold">{BILLING_TEXTS.testCheckoutTitle}</h1>
        <p>{BILLING_TEXTS.testCheckoutNotice}</p>
      </TestModeBanner>
      {isLoading ? (
        <Spinner />
      ) : error || !data ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(error)}
        </p>
      ) : (
        <Card>
          <CardHeader>
            {/* the plan's name already says its length ("Premium 3 Months"): no "· 3 Months" after it */}
            <CardTitle>{PLAN_LABELS[data.planId]}</CardTitle>
            <p className="text-sm text-muted-foreground">
              {BILLING_TEXTS.checkoutAccess(durationLabel(data.durationMonths).toLowerCase())}
            </p>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
              <dt>{BILLING_TEXTS.planPrice}</dt>
              <dd className="text-right tabular-nums">{formatCents(data.totalCents, data.currency)}</dd>
              {data.creditAppliedCents > 0 && (
                <>
                  <dt>{BILLING_TEXTS.referralCredit}</dt>
                  <dd className="text-right tabular-nums">
                    −{formatCents(data.creditAppliedCents, data.currency)}
                  </dd>
                </>
              )}
              <dt className="font-semibold">{BILLING_TEXTS.totalDue}</dt>
              <dd className="text-right font-semibold tabular-nums">
                {formatCents(data.amountCents, data.currency)}
              </dd>
            </dl>
            <p className="mt-1 text-xs text-muted-foreground">{BILLING_TEXTS.oneTimePayment}</p>
            <section aria-label={BILLING_TEXTS.checkoutIncludes} className="mt-4 grid gap-2">
              <p className="text-sm font-medium">{BILLING_TEXTS.checkoutIncludes}</p>
              <FeatureList features={BILLING_TEXTS.premiumFeatures} />
            </section>
            {data.status === 'completed' && (
              <p className="mt-4 text-sm" role="status">
                {BILLING_TEXTS.paid}
              </p>
            )}
            {data.status === 'canceled' && (
              <p className="mt-4 text-sm" role="status">
                {BILLING_TEXTS.checkoutCanceled}
              </p>
            )}
            {data.status === 'expired' && (
              <p className="mt-4 text-sm" role="status">
                {BILLING_TEXTS.checkoutUnavailable}
              </p>
            )}
          </CardContent>
          <CardFooter className="justify-end">
            {data.status === 'open' ? (
              <>
                <Button variant="outline" disabled={busy !== null} onClick={() => void cancel()}>
                  {BILLING_TEXTS.cancel}
                </Button>
                <Button disabled={busy !== null} onClick={() => void pay()}>
                  {busy === 'pay'
                    ? BILLING_TEXTS.processing
                    : BILLING_TEXTS.pay(formatCents(data.amountCents, data.currency))}
                </Button>
              </>
            ) : (
              <Button asChild variant="outline">
                <Link to={data.status === 'completed' ? data.returnUrl : paths.profile}>
                  {BILLING_TEXTS.backToApp}
                </Link>
              </Button>
            )}
          </CardFooter>
        </Card>
      )}
    </div>
  );
}
