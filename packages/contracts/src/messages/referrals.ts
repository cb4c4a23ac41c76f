import { REFERRAL } from '../limits';
import { dayOfYear, dollars } from './format';

/** The Referral Program card (accounts §2, §9). */
export const REFERRAL_TEXTS = {
  title: 'Referral Program',
  description: 'Share your code: you and your friends earn credit towards Premium.',
  yourCode: 'Your referral code',
  yourLink: 'Your referral link',
  copyCode: 'Copy code',
  copyLink: 'Copy link',
  share: 'Share',
  shareTitle: 'Join me on Shortlist',
  shareText: (code: string) =>
    `Sign up with my referral code ${code} and get ${dollars(REFERRAL.referredSignupCreditCents)} credit.`,
  refresh: 'Refresh',
  creditBalance: 'Credit balance',
  successfulReferrals: 'Successful referrals',
  creditDetails: 'Credit by year',
  creditYear: (year: number, available: string, earned: string, expires: string) =>
    `${year}: ${available} available of ${earned} earned, expires ${expires}`,
  noCredit: 'No credit earned yet.',
  yearProgress: (earnedCents: number, maxCents: number) =>
    `This year you have earned ${dollars(earnedCents)} of the ${dollars(maxCents)} yearly maximum.`,
  capReached: (maxCents: number) =>
    `You have reached the ${dollars(maxCents)} yearly maximum: friends who join still count, and you earn credit again from January 1.`,
  howItWorks: 'How it works',
  rules: [
    `Your friend gets ${dollars(REFERRAL.referredSignupCreditCents)} credit when they sign up with your code.`,
    `You get ${dollars(REFERRAL.referrerBasicCreditCents)} when a friend joins on Basic, and ${dollars(REFERRAL.referrerPremiumCreditCents)} in all when they buy any Premium plan.`,
    `You can earn up to ${dollars(REFERRAL.maxCreditPerYearCents)} of credit per calendar year; there is no limit on referrals.`,
    `Credit expires on ${dayOfYear(REFERRAL.expiresOn)} of the year it was earned.`,
    `${dollars(REFERRAL.checkoutCreditCents)} of credit comes off your next Premium purchase.`,
  ],
  loading: 'Loading referral data...',
} as const;
