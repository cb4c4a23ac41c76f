import { billingEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { useApi } from '@/lib/swr';

/** A checkout of the built-in test provider (test billing mode only). */
export function useTestCheckout(checkoutId: string | undefined) {
  return useApi(billingEndpoints.testCheckout, checkoutId ? { params: { id: checkoutId } } : null, {
    revalidateOnFocus: false,
  });
}

export function payTestCheckout(checkoutId: string) {
  return callEndpoint(billingEndpoints.testCheckoutPay, { params: { id: checkoutId } });
}

export function cancelTestCheckout(checkoutId: string) {
  return callEndpoint(billingEndpoints.testCheckoutCancel, { params: { id: checkoutId } });
}

/** The test billing page's cancel: the subscription ends now. */
export function cancelTestSubscription() {
  return callEndpoint(billingEndpoints.testCancelSubscription);
}
