import { z } from 'zod';
import { idParamsSchema, isoDate } from './common';
import { defineEndpoint } from './endpoint';
import { PAID_PLAN_IDS, PLAN_IDS } from './plans';
import { SUBSCRIPTION } from './limits';
import { APP_PATHS } from './paths';

/** A plan on sale (accounts §3): price per month in cents, discount, and the one-time total. */
export const subscriptionPlanSchema = z.object({
  id: z.enum(PAID_PLAN_IDS),
  durationMonths: z.number().int(),
  priceMonthlyCents: z.number().int(),
  discountPercentage: z.number().int(),
  /** priceMonthlyCents x durationMonths, paid once. */
  totalCents: z.number().int(),
  currency: z.string(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const plansResponseSchema = z.object({ plans: z.array(subscriptionPlanSchema) });

/** Pages of this site that stand in for Stripe's in test billing mode (the web router serves them). */
export const TEST_BILLING_PATHS = {
  checkout: APP_PATHS.testCheckout,
  manage: APP_PATHS.testBillingManage,
} as const;

/** Where a checkout returns when the client names nowhere. */
export const DEFAULT_CHECKOUT_RETURN_PATH = APP_PATHS.profile;

export const BILLING_MODES = ['stripe', 'test', 'off'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/**
 * Where checkout returns to: a path of this site. An absolute URL keeps only its path, so a checkout can never
 * send the user off-site; "//host" and backslashes are refused.
 */
export const returnUrlSchema = z
  .string()
  .trim()
  .max(SUBSCRIPTION.checkoutReturnUrlMax)
  .transform((value) => value.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '') || '/')
  .refine((path) => /^\/(?![/\\])[^\s\\]*$/.test(path), 'Invalid return URL');

export const createCheckoutRequestSchema = z.object({
  planId: z.enum(PAID_PLAN_IDS),
  returnUrl: returnUrlSchema.optional(),
});
export type CreateCheckoutRequest = z.input<typeof createCheckoutRequestSchema>;

export const createCheckoutResponseSchema = z.object({
  checkoutId: z.uuid(),
  /** Open in a new tab: Stripe's page, or this site's test checkout. */
  url: z.string(),
});

export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'canceled'] as const;

/** A category with the number of items using it (the downgrade preview). */
export const categoryUsageSchema = z.object({ id: z.uuid(), name: z.string(), itemCount: z.number().int() });

/** The caller's plan as the My Plan card shows it. */
export const subscriptionStatusSchema = z.object({
  plan: z.enum(PLAN_IDS),
  isPremium: z.boolean(),
  billingMode: z.enum(BILLING_MODES),
  subscription: z
    .object({
      planId: z.enum(PAID_PLAN_IDS),
      status: z.enum(SUBSCRIPTION_STATUSES),
      currentPeriodStart: isoDate,
      currentPeriodEnd: isoDate,
      /** Whole days left, rounded up; 0 or less when over. */
      daysRemaining: z.number().int(),
    })
    .nullable(),
  /** Whether "Manage Subscription" has somewhere to go. */
  canManage: z.boolean(),
  /** Referral credit the next checkout would take off. */
  nextCheckoutCreditCents: z.number().int(),
  /** For premium users: what a downgrade would keep and hide (DESIGN §5: told before it happens). */
  downgradePreview: z
    .object({ keptCategory: categoryUsageSchema.nullable(), hiddenCategories: z.array(categoryUsageSchema) })
    .nullable(),
  /** For downgraded users: categories hidden and restorable by upgrading. */
  archivedCategories: z.object({ count: z.number().int(), restorableUntil: isoDate }).nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const CHECKOUT_STATUSES = ['open', 'completed', 'canceled', 'expired'] as const;

/** A checkout of the built-in test provider, as its page shows it. */
export const testCheckoutSchema = z.object({
  id: z.uuid(),
  planId: z.enum(PAID_PLAN_IDS),
  durationMonths: z.number().int(),
  totalCents: z.number().int(),
  creditAppliedCents: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  returnUrl: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const portalResponseSchema = z.object({ url: z.string() });
export const webhookResponseSchema = z.object({ received: z.literal(true) });

export const billingEndpoints = {
  plans: defineEndpoint({
    method: 'get',
    path: '/api/plans',
    summary: 'The plans on sale, ordered by duration',
    tag: 'billing',
    auth: false,
    response: plansResponseSchema,
  }),
  subscription: defineEndpoint({
    method: 'get',
    path: '/api/billing/subscription',
    summary: "The caller's plan, subscription period and what a downgrade would hide",
    tag: 'billing',
    auth: true,
    response: subscriptionStatusSchema,
  }),
  refreshSubscription: defineEndpoint({
    method: 'post',
    path: '/api/billing/subscription/refresh',
    summary: 'Re-check open checkouts with the payment provider, then answer the current status',
    tag: 'billing',
    auth: true,
    response: subscriptionStatusSchema,
  }),
  createCheckout: defineEndpoint({
    method: 'post',
    path: '/api/billing/checkout',
    summary: 'Start a one-time checkout for a plan (referral credit deducted)',
    tag: 'billing',
    auth: true,
    status: 201,
    body: createCheckoutRequestSchema,
    response: createCheckoutResponseSchema,
  }),
  portal: defineEndpoint({
    method: 'post',
    path: '/api/billing/portal',
    summary: 'Where "Manage Subscription" goes: the Stripe customer portal, or the test billing page',
    tag: 'billing',
    auth: true,
    response: portalResponseSchema,
  }),
  webhook: defineEndpoint({
    method: 'post',
    path: '/api/billing/webhook',
    summary: 'Stripe webhook (raw body, signature verified); fulfils paid checkouts once',
    tag: 'billing',
    auth: false,
    documentation: {
      rawBody: {
        contentType: 'application/json',
        description:
          'A Stripe event, exactly as Stripe sent it (the signature covers the raw bytes). Used: checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.expired; others are acknowledged and ignored.',
      },
      headers: [
        {
          name: 'Stripe-Signature',
          description:
            "Stripe's signature of the raw body (t=timestamp,v1=HMAC); refused when wrong, or dated more than 5 minutes from now",
          required: true,
        },
      ],
    },
    response: webhookResponseSchema,
  }),
  testCheckout: defineEndpoint({
    method: 'get',
    path: '/api/billing/test-checkout/:id',
    summary: 'A test checkout (test billing mode only)',
    tag: 'billing',
    auth: true,
    params: idParamsSchema,
    response: testCheckoutSchema,
  }),
  testCheckoutPay: defineEndpoint({
    method: 'post',
    path: '/api/billing/test-checkout/:id/pay',
    summary: 'Pay a test checkout: the same fulfilment as a paid Stripe session (test billing mode only)',
    tag: 'billing',
    auth: true,
    params: idParamsSchema,
    response: testCheckoutSchema,
  }),
  testCheckoutCancel: defineEndpoint({
    method: 'post',
    path: '/api/billing/test-checkout/:id/cancel',
    summary: 'Abandon a test checkout (test billing mode only)',
    tag: 'billing',
    auth: true,
    params: idParamsSchema,
    response: testCheckoutSchema,
  }),
  testCancelSubscription: defineEndpoint({
    method: 'post',
    path: '/api/billing/test-subscription/cancel',
    summary: 'End the subscription now and return to Basic (test billing mode only)',
    tag: 'billing',
    auth: true,
    response: subscriptionStatusSchema,
  }),
};
