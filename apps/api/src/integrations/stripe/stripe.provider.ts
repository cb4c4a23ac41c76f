import Stripe from 'stripe';
import type { BillingConfig } from '../../config/env';
import {
  type PaymentEvent,
  type PaymentProvider,
  type ProviderCheckoutState,
  WebhookSignatureError,
} from './payment-provider';

/** The Stripe client; STRIPE_API_BASE points it at a local fake in tests. */
export function createStripeClient(config: BillingConfig): Stripe {
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : undefined;
  return new Stripe(config.stripeSecretKey ?? '', {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

const customerIdOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);

/** How far a webhook's signature time may be from ours, either way (Stripe's own default for the past). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe Checkout in payment mode (one-time price), the customer portal, and signed webhooks. */
export function createStripeProvider(config: BillingConfig): PaymentProvider {
  const stripe = createStripeClient(config);
  const webhookSecret = config.stripeWebhookSecret ?? '';
  return {
    kind: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.productName },
              },
            },
          ],
          ...(request.customerId
            ? { customer: request.customerId }
            : { customer_email: request.email, customer_creation: 'always' as const }),
          client_reference_id: request.userId,
          metadata: { checkoutId: request.checkoutId, userId: request.userId },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout-${request.checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { providerSessionId: session.id, url: session.url };
    },
    async getCheckout(providerSessionId): Promise<ProviderCheckoutState> {
      const session = await stripe.checkout.sessions.retrieve(providerSessionId);
      return {
        paid: session.status === 'complete' && session.payment_status !== 'unpaid',
        expired: session.status === 'expired',
        customerId: customerIdOf(session),
      };
    },
    async createPortal({ customerId, returnUrl }) {
      if (!customerId) throw new Error('No Stripe customer for this user');
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: portal.url };
    },
    verifyWebhook(rawBody, signature): PaymentEvent {
      if (!signature) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch {
        throw new WebhookSignatureError();
      }
      // the SDK refuses signatures older than the tolerance but not ones dated ahead: a signed event from the
      // future (a skewed or forged clock) is refused the same way, as is an event created in the future
      const now = Math.floor(Date.now() / 1000);
      const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1] ?? NaN);
      if (!(signedAt <= now + WEBHOOK_TOLERANCE_SECONDS) || event.created > now + WEBHOOK_TOLERANCE_SECONDS)
        throw new WebhookSignatureError('Webhook event dated in the future');
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          // a delayed payment method completes the session unpaid; its async_payment_succeeded follows
          if (session.payment_status === 'unpaid') return { id: event.id, type: 'ignored' };
          return {
            id: event.id,
            type: 'checkout.paid',
            providerSessionId: session.id,
            customerId: customerIdOf(session),
          };
        }
        case 'checkout.session.expired':
          return { id: event.id, type: 'checkout.expired', providerSessionId: event.data.object.id };
        default:
          return { id: event.id, type: 'ignored' };
      }
    },
  };
}
