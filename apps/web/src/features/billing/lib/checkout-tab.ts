import { ACCOUNT_ERRORS, type PaidPlanId } from '@shortlist/contracts';
import { errorMessage } from '@/lib/api-client';
import { createCheckout } from '../api/create-checkout';

/**
 * Opens an empty tab right away, inside the click: a tab opened only after the checkout call returns would be
 * blocked as a pop-up. The checkout page is loaded into it once known.
 */
export function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

export class CheckoutError extends Error {}

/**
 * Creates the checkout and sends the pending tab there (or this tab, when pop-ups are blocked). Throws a
 * CheckoutError with the text to show: the server's, "No checkout URL returned" or the fallback.
 */
export async function goToCheckout(
  tab: Window | null,
  input: { planId: PaidPlanId; returnUrl?: string },
  fallback: string = ACCOUNT_ERRORS.createCheckout,
): Promise<void> {
  let url: string;
  try {
    url = (await createCheckout(input)).url;
  } catch (error) {
    tab?.close();
    throw new CheckoutError(errorMessage(error, fallback));
  }
  if (!url) {
    tab?.close();
    throw new CheckoutError(ACCOUNT_ERRORS.noCheckoutUrl);
  }
  const absolute = new URL(url, window.location.origin).toString();
  if (tab) tab.location.href = absolute;
  else window.location.assign(absolute);
}
