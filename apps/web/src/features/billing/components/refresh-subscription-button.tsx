import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { useSWRConfig } from 'swr';
import { ACCOUNT_ERRORS, ACCOUNT_SUCCESS, BILLING_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { subscriptionKey } from '../api/get-subscription';
import { refreshSubscription } from '../api/refresh-subscription';

/** The profile's "Refresh Subscription": re-checks payments and expiry, then reloads the session's plan. */
export function RefreshSubscriptionButton() {
  const { refreshUser } = useAuth();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      const status = await refreshSubscription();
      await mutate(subscriptionKey(), status, { revalidate: false });
      await refreshUser();
      toast.success(ACCOUNT_SUCCESS.subscriptionRefreshed);
    } catch (error) {
      toast.error(errorMessage(error, ACCOUNT_ERRORS.refreshSubscription));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void refresh()} disabled={busy}>
      <RefreshCw aria-hidden className={busy ? 'animate-spin' : undefined} />
      {BILLING_TEXTS.refreshSubscription}
    </Button>
  );
}
