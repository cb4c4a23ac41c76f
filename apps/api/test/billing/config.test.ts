import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail:25',
} as const;

describe('billing configuration', () => {
  it('refuses to start in production with billing on and no Stripe secrets', () => {
    expect(() => loadConfig({ ...production })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required/,
    );
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...production, BILLING: 'test' })).toThrow(/cannot be on in production/);
  });

  it('runs production on Stripe with both secrets, or with billing off', () => {
    const stripe = loadConfig({
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(stripe.billing.mode).toBe('stripe');
    expect(loadConfig({ ...production, BILLING: 'off' }).billing.mode).toBe('off');
  });

  it('uses the test checkout outside production when no Stripe key is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).billing.mode).toBe('test');
    expect(
      loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })
        .billing.mode,
    ).toBe('stripe');
  });
});
