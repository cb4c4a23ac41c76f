/** What the billing service asks of a payment provider: Stripe, or the built-in test checkout. */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'test';
  /** Starts a hosted one-time checkout; the url is opened in a new tab. */
  createCheckout(request: CheckoutRequest): Promise<{ providerSessionId: string; url: string }>;
  /** A provider session's state: reconciles a webhook that never arrived ("Refresh Subscription"). */
  getCheckout(providerSessionId: string): Promise<ProviderCheckoutState>;
  /** Where "Manage Subscription" goes. */
  createPortal(request: { customerId: string | null; returnUrl: string }): Promise<{ url: string }>;
  /** Checks a webhook's signature over the raw body and reads the event; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export interface CheckoutRequest {
  /** Our checkout id: sent as metadata and as the provider's idempotency key. */
  checkoutId: string;
  userId: string;
  email: string;
  productName: string;
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  customerId: string | null;
}

export interface ProviderCheckoutState {
  paid: boolean;
  expired: boolean;
  customerId: string | null;
}

/** The events billing acts on; anything else is acknowledged and ignored. */
export type PaymentEvent =
  | { id: string; type: 'checkout.paid'; providerSessionId: string; customerId: string | null }
  | { id: string; type: 'checkout.expired'; providerSessionId: string }
  | { id: string; type: 'ignored' };

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
