import {
  ACCOUNT_ERRORS,
  addMonths,
  BILLING_TEXTS,
  checkoutCreditFor,
  daysRemaining,
  DEFAULT_CHECKOUT_RETURN_PATH,
  isPremiumPlan,
  PLAN_LABELS,
  planTotalCents,
  type PaidPlanId,
  type SubscriptionPlan,
  type SubscriptionStatus,
  type TestCheckout,
  DAY_MS,
} from '@shortlist/contracts';
import { SIGN_UP_CHECKOUT } from '../../config/tunables';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import { requireConfirmedEmail } from '../../http/session';
import { kickOutbox } from '../../integrations/mailer/outbox';
import { paymentProviderFor, type PaymentProvider, WebhookSignatureError } from '../../integrations/stripe';
import {
  previewDowngrade,
  restorableArchive,
  restoreArchivedCategories,
} from '../categories/category-archive.service';
import { availableCredit, grantPremiumReferral, spendCredit } from '../referrals/referrals.service';
import {
  claimCheckoutForFulfilment,
  closeOpenCheckout,
  type CheckoutRow,
  deleteCheckout,
  findAccountCreatedAt,
  findCheckoutOfUser,
  findPlan,
  findProfilePlan,
  findSubscription,
  insertCheckout,
  listOpenCheckouts,
  listPlans,
  lockSubscription,
  setCheckoutProviderSession,
  setProfilePlan,
  sumReservedCredit,
  upsertSubscription,
} from './billing.repository';
import { downgradeUser, expireSubscriptions } from './expire-subscriptions';

/** Open checkouts older than this no longer hold credit nor get reconciled (Stripe's sessions last 24 h). */
const OPEN_CHECKOUT_WINDOW_MS = DAY_MS;

function requireProvider(deps: AppDeps, message: string = BILLING_TEXTS.billingUnavailable): PaymentProvider {
  const provider = paymentProviderFor(deps.config.billing);
  if (!provider) throw new AppError('SERVICE_UNAVAILABLE', message);
  return provider;
}

/** The test checkout's endpoints exist only in test billing mode; elsewhere they are not there at all. */
function requireTestMode(deps: AppDeps): void {
  if (deps.config.billing.mode !== 'test') throw errors.notFound();
}

// ---------------------------------------------------------------------------------------------------------
// Plans and status

export async function listSubscriptionPlans(deps: AppDeps): Promise<SubscriptionPlan[]> {
  const rows = await listPlans(deps.database.db);
  return rows.map((p) => ({
    id: p.id,
    durationMonths: p.durationMonths,
    priceMonthlyCents: p.priceMonthlyCents,
    discountPercentage: p.discountPercentage,
    totalCents: planTotalCents(p),
    currency: p.currency,
  }));
}

/** Credit the next checkout would take off: the balance less what other open checkouts already hold. */
async function nextCheckoutCredit(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [balance, reserved] = await Promise.all([
    availableCredit(db, { userId, now }),
    sumReservedCredit(db, userId, new Date(now.getTime() - OPEN_CHECKOUT_WINDOW_MS)),
  ]);
  return checkoutCreditFor(balance - reserved);
}

/** The My Plan card's data; a constant number of statements. */
export async function getSubscriptionStatus(
  deps: AppDeps,
  options: { userId: string },
): Promise<SubscriptionStatus> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const [plan, subscription, credit] = await Promise.all([
    findProfilePlan(db, options.userId),
    findSubscription(db, options.userId),
    nextCheckoutCredit(db, options.userId, now),
  ]);
  const isPremium = isPremiumPlan(plan);
  let downgradePreview: SubscriptionStatus['downgradePreview'] = null;
  let archivedCategories: SubscriptionStatus['archivedCategories'] = null;
  if (isPremium) {
    const { kept, hidden } = await previewDowngrade(db, options.userId);
    downgradePreview = { keptCategory: kept[0] ?? null, hiddenCategories: hidden };
  } else {
    const archived = await restorableArchive(db, options.userId, now);
    if (archived) {
      archivedCategories = {
        count: archived.count,
        restorableUntil: archived.restorableUntil.toISOString(),
      };
    }
  }
  const showSubscription = subscription && subscription.status === 'active';
  return {
    plan,
    isPremium,
    billingMode: deps.config.billing.mode,
    subscription: showSubscription
      ? {
          planId: subscription.planId,
          status: subscription.status,
          currentPeriodStart: subscription.currentPeriodStart.toISOString(),
          currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
          daysRemaining: daysRemaining(subscription.currentPeriodEnd, now),
        }
      : null,
    canManage:
      !!showSubscription &&
      (deps.config.billing.mode === 'test' ||
        (deps.config.billing.mode === 'stripe' && !!subscription.providerCustomerId)),
    nextCheckoutCreditCents: credit,
    downgradePreview,
    archivedCategories,
  };
}

/**
 * "Refresh Subscription": asks the provider about the user's open checkouts (a webhook may have been missed),
 * fulfils the paid ones, runs the expiry of an ended period, then answers the status.
 */
export async function refreshSubscription(
  deps: AppDeps,
  options: { userId: string },
): Promise<SubscriptionStatus> {
  const provider = paymentProviderFor(deps.config.billing);
  const now = deps.clock.now();
  if (provider?.kind === 'stripe') {
    const open = await listOpenCheckouts(
      deps.database.db,
      options.userId,
      'stripe',
      new Date(now.getTime() - OPEN_CHECKOUT_WINDOW_MS),
    );
    for (const checkout of open) {
      try {
        const state = await provider.getCheckout(checkout.providerSessionId!);
        if (state.paid) {
          await fulfilCheckout(deps, {
            ref: { id: checkout.id },
            fulfilledBy: `refresh:${checkout.providerSessionId}`,
            customerId: state.customerId,
          });
        } else if (state.expired) {
          await closeOpenCheckout(deps.database.db, { id: checkout.id }, 'expired');
        }
      } catch (err) {
        deps.logger.error({ err, checkoutId: checkout.id }, 'reconciling a checkout failed');
        throw new AppError('SERVICE_UNAVAILABLE', ACCOUNT_ERRORS.refreshSubscription);
      }
    }
  }
  await expireSubscriptions(deps, { userId: options.userId });
  return getSubscriptionStatus(deps, options);
}

// ---------------------------------------------------------------------------------------------------------
// Checkout

/** Whether the account is young enough for this to be the checkout its sign-up plan step opens. */
async function isSignUpCheckout(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const createdAt = await findAccountCreatedAt(db, userId);
  return !!createdAt && now.getTime() - createdAt.getTime() < SIGN_UP_CHECKOUT.windowMs;
}

/**
 * Starts a one-time checkout for a plan: the price is the plan's total less the referral credit that applies
 * ($5 where the balance allows). Stripe, or the test checkout, answers the page to open.
 */
export async function createCheckout(
  deps: AppDeps,
  options: {
    userId: string;
    email: string;
    emailConfirmed: boolean;
    planId: PaidPlanId;
    returnUrl?: string | undefined;
  },
): Promise<{ checkoutId: string; url: string }> {
  const { db } = deps.database;
  const now = deps.clock.now();
  if (!options.emailConfirmed && !(await isSignUpCheckout(db, options.userId, now))) {
    requireConfirmedEmail(options);
  }
  const provider = requireProvider(deps, ACCOUNT_ERRORS.createCheckout);
  const plan = await findPlan(db, options.planId);
  if (!plan) throw errors.notFound();
  const totalCents = planTotalCents(plan);
  const [credit, subscription] = await Promise.all([
    nextCheckoutCredit(db, options.userId, now),
    findSubscription(db, options.userId),
  ]);
  const creditAppliedCents = Math.min(credit, totalCents);
  const returnUrl = options.returnUrl ?? DEFAULT_CHECKOUT_RETURN_PATH;
  const checkout = await insertCheckout(db, {
    userId: options.userId,
    planId: plan.id,
    provider: provider.kind,
    status: 'open',
    totalCents,
    creditAppliedCents,
    amountCents: totalCents - creditAppliedCents,
    currency: plan.currency,
    returnUrl,
    createdAt: now,
  });
  const absolute = (path: string) => new URL(path, deps.config.publicUrl).toString();
  try {
    const session = await provider.createCheckout({
      checkoutId: checkout.id,
      userId: options.userId,
      email: options.email,
      productName: `Shortlist ${PLAN_LABELS[plan.id]}`,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      successUrl: absolute(returnUrl),
      cancelUrl: absolute(returnUrl),
      customerId: subscription?.providerCustomerId ?? null,
    });
    await setCheckoutProviderSession(db, checkout.id, session.providerSessionId);
    return { checkoutId: checkout.id, url: session.url };
  } catch (err) {
    deps.logger.error({ err, checkoutId: checkout.id }, 'creating a checkout session failed');
    await deleteCheckout(db, checkout.id);
    throw new AppError('SERVICE_UNAVAILABLE', ACCOUNT_ERRORS.createCheckout);
  }
}

/**
 * Fulfils a paid checkout exactly once, in one transaction: the checkout is claimed with a conditional update
 * (a replay or a second event finds it completed and changes nothing), then the subscription period is set
 * (start + months; buying while active extends from the current end), the profile's plan set, the categories a
 * downgrade hid restored, the referral credit the price used spent, and the referrer's premium credit granted.
 * The test checkout's Pay button and Stripe's webhook both end here.
 */
export async function fulfilCheckout(
  deps: AppDeps,
  options: {
    ref: { id: string } | { providerSessionId: string };
    fulfilledBy: string;
    customerId?: string | null;
  },
): Promise<{ fulfilled: boolean }> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const checkout = await claimCheckoutForFulfilment(tx, options.ref, {
      now,
      fulfilledBy: options.fulfilledBy,
    });
    if (!checkout) return { fulfilled: false };
    const plan = await findPlan(tx, checkout.planId);
    if (!plan) throw new Error(`checkout ${checkout.id} names an unknown plan ${checkout.planId}`);
    const current = await lockSubscription(tx, checkout.userId);
    const extending =
      current?.status === 'active' && current.currentPeriodEnd.getTime() > now.getTime()
        ? current
        : undefined;
    await upsertSubscription(tx, {
      userId: checkout.userId,
      planId: plan.id,
      currentPeriodStart: extending ? extending.currentPeriodStart : now,
      currentPeriodEnd: addMonths(extending ? extending.currentPeriodEnd : now, plan.durationMonths),
      providerCustomerId: options.customerId ?? null,
      now,
    });
    await setProfilePlan(tx, checkout.userId, plan.id, now);
    await restoreArchivedCategories(tx, checkout.userId, now);
    await spendCredit(tx, { userId: checkout.userId, cents: checkout.creditAppliedCents, now });
    await grantPremiumReferral(tx, { userId: checkout.userId, planId: plan.id, now });
    return { fulfilled: true };
  });
}

/** A Stripe webhook: signature checked over the raw body, then paid sessions fulfilled (once), expired closed. */
export async function handleWebhook(
  deps: AppDeps,
  options: { rawBody: Buffer; signature: string | undefined },
): Promise<void> {
  if (deps.config.billing.mode !== 'stripe') throw errors.notFound();
  const provider = requireProvider(deps);
  let event;
  try {
    event = provider.verifyWebhook(options.rawBody, options.signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError)
      throw errors.validation({ signature: err.message }, err.message);
    throw err;
  }
  if (event.type === 'checkout.paid') {
    const { fulfilled } = await fulfilCheckout(deps, {
      ref: { providerSessionId: event.providerSessionId },
      fulfilledBy: event.id,
      customerId: event.customerId,
    });
    deps.logger.info({ eventId: event.id, fulfilled }, 'stripe checkout paid');
  } else if (event.type === 'checkout.expired') {
    await closeOpenCheckout(deps.database.db, { providerSessionId: event.providerSessionId }, 'expired');
  }
}

/** Where "Manage Subscription" goes: Stripe's customer portal, or the test billing page. */
export async function createPortal(deps: AppDeps, options: { userId: string }): Promise<{ url: string }> {
  const provider = requireProvider(deps, ACCOUNT_ERRORS.openManagement);
  const subscription = await findSubscription(deps.database.db, options.userId);
  if (!subscription || subscription.status !== 'active') {
    throw errors.conflict(BILLING_TEXTS.noSubscription);
  }
  try {
    return await provider.createPortal({
      customerId: subscription.providerCustomerId,
      returnUrl: new URL(DEFAULT_CHECKOUT_RETURN_PATH, deps.config.publicUrl).toString(),
    });
  } catch (err) {
    deps.logger.error({ err }, 'opening the customer portal failed');
    throw new AppError('SERVICE_UNAVAILABLE', ACCOUNT_ERRORS.openManagement);
  }
}

// ---------------------------------------------------------------------------------------------------------
// The test checkout (test billing mode only)

function presentTestCheckout(checkout: CheckoutRow, durationMonths: number): TestCheckout {
  return {
    id: checkout.id,
    planId: checkout.planId,
    durationMonths,
    totalCents: checkout.totalCents,
    creditAppliedCents: checkout.creditAppliedCents,
    amountCents: checkout.amountCents,
    currency: checkout.currency,
    status: checkout.status,
    returnUrl: checkout.returnUrl,
  };
}

async function loadTestCheckout(deps: AppDeps, options: { userId: string; checkoutId: string }) {
  requireTestMode(deps);
  const checkout = await findCheckoutOfUser(deps.database.db, options.checkoutId, options.userId);
  if (!checkout || checkout.provider !== 'test') throw errors.notFound();
  const plan = await findPlan(deps.database.db, checkout.planId);
  return { checkout, durationMonths: plan?.durationMonths ?? 0 };
}

export async function getTestCheckout(deps: AppDeps, options: { userId: string; checkoutId: string }) {
  const { checkout, durationMonths } = await loadTestCheckout(deps, options);
  return presentTestCheckout(checkout, durationMonths);
}

/** Pays a test checkout through the same fulfilment as Stripe; paying again changes nothing. */
export async function payTestCheckout(deps: AppDeps, options: { userId: string; checkoutId: string }) {
  const { checkout, durationMonths } = await loadTestCheckout(deps, options);
  if (checkout.status === 'canceled' || checkout.status === 'expired') {
    throw errors.conflict(BILLING_TEXTS.checkoutUnavailable);
  }
  await fulfilCheckout(deps, { ref: { id: checkout.id }, fulfilledBy: 'test-checkout' });
  return presentTestCheckout({ ...checkout, status: 'completed' }, durationMonths);
}

export async function cancelTestCheckout(deps: AppDeps, options: { userId: string; checkoutId: string }) {
  const { checkout, durationMonths } = await loadTestCheckout(deps, options);
  const closed = await closeOpenCheckout(deps.database.db, { id: checkout.id }, 'canceled');
  return presentTestCheckout(closed ?? checkout, durationMonths);
}

/** The test billing page's cancel: the subscription ends now and the downgrade rule runs, as on expiry. */
export async function cancelTestSubscription(deps: AppDeps, options: { userId: string; email: string }) {
  requireTestMode(deps);
  const now = deps.clock.now();
  const outcome = await deps.database.db.transaction(async (tx) => {
    const current = await lockSubscription(tx, options.userId);
    if (!current || current.status !== 'active') return undefined;
    return downgradeUser(tx, deps, { userId: options.userId, email: options.email, now, status: 'canceled' });
  });
  if (!outcome) throw errors.conflict(BILLING_TEXTS.noSubscription);
  kickOutbox(deps);
  return getSubscriptionStatus(deps, options);
}
