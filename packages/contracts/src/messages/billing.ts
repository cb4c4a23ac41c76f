import { CATEGORY, SUBSCRIPTION } from '../limits';
import { countWord } from './format';

const basicKeeps = `keeps ${countWord(CATEGORY.basicPlanMax)} ${CATEGORY.basicPlanMax === 1 ? 'category' : 'categories'}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Plans, checkout and the My Plan card (accounts §1, §2, §4; DESIGN §5). */
export const BILLING_TEXTS = {
  loadingPlans: 'Loading subscription plans...',
  oneTimePayment: 'one-time payment',
  save: (percent: number) => `Save ${percent}%`,
  mostPopular: 'Most Popular',
  selectPlan: 'Select Plan',
  processing: 'Processing...',
  upgradeDialogTitle: 'Upgrade to Premium',
  upgradeDialogDescription: 'Choose the plan that suits you. Every plan is paid once, up front.',
  creditApplies: (amount: string) => `${amount} referral credit applied at checkout`,
  /** Read before the struck-through price a card shows when referral credit lowers it. */
  priceBeforeCredit: 'Before credit:',
  chooseYourPlan: 'Choose Your Plan',
  backToSignUp: 'Back to Sign Up',
  free: 'Free',
  forever: 'forever',
  continueWithBasic: 'Continue with Basic',
  continueWithPremium: 'Continue with Premium',
  myPlan: 'My Plan',
  currentPlan: (label: string) => `You are currently on the ${label} plan`,
  currentSubscription: 'Current Subscription',
  status: 'Status',
  active: 'Active',
  startDate: 'Start date',
  endDate: 'End date',
  timeRemaining: 'Time remaining',
  daysRemaining: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  expired: 'Expired',
  renewalNote:
    'Your subscription stays active until the end date unless cancelled. Plans are one-time payments and do not renew automatically: use Extend Premium to add time.',
  /** Premium users' way to buy more time (the plan dialog; the new period starts where the current one ends). */
  extendPremium: 'Extend Premium',
  extendDialogDescription:
    'Add time to your Premium plan. Every plan is paid once, up front, and starts when your current period ends.',
  currentPlanBadge: 'Current Plan',
  upgradeToPremium: 'Upgrade to Premium',
  manageSubscription: 'Manage Subscription',
  refreshSubscription: 'Refresh Subscription',
  downgradeWarning: (date: string, hidden: readonly string[] = []) =>
    `When your plan ends on ${date} you return to Basic, which ${basicKeeps}. ${hidden.join(', ')} and their items will be hidden (restored if you upgrade again within ${SUBSCRIPTION.downgradeRestoreDays} days).`,
  archivedNotice: (count: number, date: string) =>
    `${count} ${count === 1 ? 'category is' : 'categories are'} hidden since your plan ended. Upgrade before ${date} to bring ${count === 1 ? 'it' : 'them'} back.`,
  basicFeatures: [
    'Create and manage folders',
    'Add and rate items',
    'Compare items',
    `${capitalise(countWord(CATEGORY.basicPlanMax))} ${CATEGORY.basicPlanMax === 1 ? 'category' : 'categories'}`,
    'Earn referral credit',
  ],
  premiumFeatures: [
    'Everything in Basic',
    'Share folders with friends',
    'Compare ratings with collaborators',
    'Add items by AI from a link',
    'Automatic item refresh',
    'Unlimited categories',
  ],
  checkoutIncludes: 'What Premium includes',
  checkoutAccess: (months: string) =>
    `Premium for ${months}, from the day you pay; no renewal, no card kept.`,
  testCheckoutTitle: 'Test checkout',
  testCheckoutNotice: 'This is a test checkout: no real payment is taken and no card is needed.',
  pay: (amount: string) => `Pay ${amount}`,
  cancel: 'Cancel',
  planPrice: 'Plan price',
  referralCredit: 'Referral credit',
  totalDue: 'Total due',
  paid: 'Payment received. Your plan is active.',
  checkoutCanceled: 'Checkout cancelled. Nothing was charged.',
  checkoutUnavailable: 'This checkout is no longer open.',
  backToApp: 'Back to the app',
  testManageTitle: 'Manage subscription (test)',
  testManageNotice: 'This is the test billing page: with Stripe this would be the customer portal.',
  cancelSubscription: 'Cancel subscription now',
  cancelSubscriptionConfirm: (hidden: readonly string[] = []) =>
    `Your plan ends now and you return to Basic, which ${basicKeeps}.${hidden.length ? ` ${[...hidden].join(', ')} and their items will be hidden (restored if you upgrade again within ${SUBSCRIPTION.downgradeRestoreDays} days).` : ''}`,
  subscriptionCanceled: 'Your subscription was cancelled. You are back on Basic.',
  noSubscription: 'You have no active subscription.',
  billingUnavailable: 'Payments are not available right now.',
  downgradeEmailSubject: 'Your Shortlist Premium plan has ended',
  downgradeEmailText: (kept: string | null, hidden: readonly string[] = [], restoreUntil = '') =>
    [
      'Your Premium plan has ended and your account is back on the Basic plan.',
      kept ? `You keep your most used category: ${kept}.` : '',
      hidden.length
        ? `These categories and their items are hidden: ${hidden.join(', ')}. Upgrade again before ${restoreUntil} and they come back.`
        : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
} as const;
