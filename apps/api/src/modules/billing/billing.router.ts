import express, { Router } from 'express';
import { billingEndpoints } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import type { Routes } from '../../http/route-table';
import { mount } from '../../http/endpoint';
import {
  cancelTestCheckout,
  cancelTestSubscription,
  createCheckout,
  createPortal,
  getSubscriptionStatus,
  getTestCheckout,
  handleWebhook,
  listSubscriptionPlans,
  payTestCheckout,
  refreshSubscription,
} from './billing.service';

export function mountBillingRoutes(router: Routes, deps: AppDeps): void {
  mount(router, billingEndpoints.plans, async () => ({ plans: await listSubscriptionPlans(deps) }));
  mount(router, billingEndpoints.subscription, ({ user }) =>
    getSubscriptionStatus(deps, { userId: user.id }),
  );
  mount(router, billingEndpoints.refreshSubscription, ({ user }) =>
    refreshSubscription(deps, { userId: user.id }),
  );
  mount(router, billingEndpoints.createCheckout, ({ user, body }) =>
    createCheckout(deps, {
      userId: user.id,
      email: user.email,
      emailConfirmed: user.emailConfirmed,
      ...body,
    }),
  );
  mount(router, billingEndpoints.portal, ({ user }) => createPortal(deps, { userId: user.id }));
  mount(router, billingEndpoints.testCheckout, ({ user, params }) =>
    getTestCheckout(deps, { userId: user.id, checkoutId: params.id }),
  );
  mount(router, billingEndpoints.testCheckoutPay, ({ user, params }) =>
    payTestCheckout(deps, { userId: user.id, checkoutId: params.id }),
  );
  mount(router, billingEndpoints.testCheckoutCancel, ({ user, params }) =>
    cancelTestCheckout(deps, { userId: user.id, checkoutId: params.id }),
  );
  mount(router, billingEndpoints.testCancelSubscription, ({ user }) =>
    cancelTestSubscription(deps, { userId: user.id, email: user.email }),
  );
}

/** The Stripe webhook needs the raw body for its signature: mounted before express.json(). */
export function createBillingWebhookRouter(deps: AppDeps): Router {
  const router = Object.assign(Router(), { deps });
  mount(
    router,
    billingEndpoints.webhook,
    async ({ req }) => {
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers['stripe-signature'];
      await handleWebhook(deps, {
        rawBody,
        signature: typeof signature === 'string' ? signature : undefined,
      });
      return { received: true as const };
    },
    express.raw({ type: '*/*', limit: '1mb' }),
  );
  return router;
}
