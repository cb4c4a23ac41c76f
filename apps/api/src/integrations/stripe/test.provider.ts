import { TEST_BILLING_PATHS } from '@shortlist/contracts';
import { type PaymentProvider, WebhookSignatureError } from './payment-provider';

/**
 * The built-in test checkout (DESIGN §2): the "hosted page" is this site's /checkout/test/:id, whose Pay button
 * calls the same fulfilment function a paid Stripe session does. No webhooks: paying is the event.
 */
export function createTestProvider(): PaymentProvider {
  return {
    kind: 'test',
    async createCheckout(request) {
      return {
        providerSessionId: `test_${request.checkoutId}`,
        url: TEST_BILLING_PATHS.checkout(request.checkoutId),
      };
    },
    async getCheckout() {
      // the test checkout's state lives in our own table; nothing to reconcile
      return { paid: false, expired: false, customerId: null };
    },
    async createPortal() {
      return { url: TEST_BILLING_PATHS.manage };
    },
    verifyWebhook() {
      throw new WebhookSignatureError('The test checkout sends no webhooks');
    },
  };
}
