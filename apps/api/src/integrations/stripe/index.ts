import type { BillingConfig } from '../../config/env';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe.provider';
import { createTestProvider } from './test.provider';

export type { PaymentProvider, PaymentEvent } from './payment-provider';
export { WebhookSignatureError } from './payment-provider';

const providers = new WeakMap<BillingConfig, PaymentProvider>();

/** The provider of the configured billing mode (one per config), or undefined when billing is off. */
export function paymentProviderFor(config: BillingConfig): PaymentProvider | undefined {
  if (config.mode === 'off') return undefined;
  let provider = providers.get(config);
  if (!provider) {
    provider = config.mode === 'stripe' ? createStripeProvider(config) : createTestProvider();
    providers.set(config, provider);
  }
  return provider;
}
