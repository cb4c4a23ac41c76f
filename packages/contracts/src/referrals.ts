import { z } from 'zod';
import { isoDate } from './common';
import { defineEndpoint } from './endpoint';
import { REFERRAL } from './limits';
import { APP_PATHS, appUrl } from './paths';

// ---------------------------------------------------------------------------------------------------------
// Rules of the referral programme (accounts §9): money in cents; enforced by the API's referrals service.

/** The instant a credit earned in `year` stops counting: the end of 31 December (UTC) of that year. */
export function creditExpiresAt(year: number): Date {
  const { month, day } = REFERRAL.expiresOn;
  return new Date(Date.UTC(year, month - 1, day, 23, 59, 59, 999));
}

/** How much of a grant fits under the yearly cap, given what was already earned that calendar year. */
export function cappedGrantCents(earnedThisYearCents: number, amountCents: number): number {
  return Math.max(0, Math.min(amountCents, REFERRAL.maxCreditPerYearCents - earnedThisYearCents));
}

/** Credit taken off one purchase: REFERRAL.checkoutCreditCents where the balance allows, never more than the balance. */
export function checkoutCreditFor(availableCents: number): number {
  return Math.max(0, Math.min(REFERRAL.checkoutCreditCents, availableCents));
}

/** The link a user shares: `{origin}/auth?ref={code}` (accounts §2). */
export function referralLink(origin: string, code: string): string {
  return appUrl(origin, APP_PATHS.referral(code));
}

// ---------------------------------------------------------------------------------------------------------
// Endpoints

export const referralCreditSchema = z.object({
  yearEarned: z.number().int(),
  earnedCents: z.number().int(),
  availableCents: z.number().int(),
  expiresAt: isoDate,
  expired: z.boolean(),
});
export type ReferralCredit = z.infer<typeof referralCreditSchema>;

export const referralSummarySchema = z.object({
  code: z.string(),
  /** Credit that can still be spent (not expired). */
  creditBalanceCents: z.number().int(),
  /** Friends who signed up with the code. */
  successfulReferrals: z.number().int(),
  earnedThisYearCents: z.number().int(),
  maxCreditPerYearCents: z.number().int(),
  /** Per year earned, newest first. */
  credits: z.array(referralCreditSchema),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralsEndpoints = {
  summary: defineEndpoint({
    method: 'get',
    path: '/api/referrals/me',
    summary: "The caller's referral code (created on first view), credit and successful referrals",
    tag: 'referrals',
    auth: true,
    response: referralSummarySchema,
  }),
};
