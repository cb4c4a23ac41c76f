import {
  ACCOUNT_ERRORS,
  AUTH_VALIDATION,
  cappedGrantCents,
  creditExpiresAt,
  REFERRAL,
  type ReferralSummary,
} from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import {
  addToCredit,
  claimReferralCodeUse,
  countReferrals,
  existsUsableReferralCode,
  findNickname,
  findUserReferralCode,
  insertReferralCode,
  insertReferralCodeIfAbsent,
  insertReferralTransaction,
  listCredits,
  lockCreditYear,
  lockReferralOf,
  lockSpendableCredits,
  spendFromCredit,
  sumAvailableCredit,
  updateReferralTransaction,
} from './referrals.repository';

/*
 * The referral programme's rules, in one place (accounts §9, DESIGN §5); amounts and the yearly cap come from
 * REFERRAL in contracts. Money is in cents. Functions taking a `db` run inside the caller's transaction.
 */

/**
 * A user's own referral code (accounts §4): the upper-cased nickname (or USER) + "_" + the first REFERRAL.codeUserIdChars characters
 * of the user id, upper-cased. Unique because nicknames are unique case-insensitively.
 */
export function referralCodeFor(user: { id: string; nickname: string | null | undefined }): string {
  const prefix = (user.nickname || REFERRAL.fallbackCodePrefix).toUpperCase();
  return `${prefix}_${user.id.slice(0, REFERRAL.codeUserIdChars).toUpperCase()}`;
}

/** A code is valid when it exists and has uses left (accounts §5). Codes are compared upper-cased. */
export function isReferralCodeValid(deps: AppDeps, options: { code: string }): Promise<boolean> {
  return existsUsableReferralCode(deps.database.db, options.code.trim().toUpperCase());
}

/** Creates the user's own referral code; pass the sign-up transaction so it commits with the account. */
export function createReferralCode(db: DbOrTx, user: { id: string; nickname: string | null }) {
  return insertReferralCode(db, { userId: user.id, code: referralCodeFor(user) });
}

const invalidReferral = () =>
  new AppError('INVALID_REFERRAL_CODE', AUTH_VALIDATION.referralInvalid, {
    referralCode: AUTH_VALIDATION.referralInvalid,
  });

/**
 * Grants credit to a user, within the yearly cap (REFERRAL.maxCreditPerYearCents); credit expires on REFERRAL.expiresOn of the year it is
 * earned. The year's row is locked, so concurrent grants cannot overshoot the cap. Answers what was granted.
 */
export async function grantCredit(
  db: DbOrTx,
  options: { userId: string; amountCents: number; now: Date },
): Promise<number> {
  const year = options.now.getUTCFullYear();
  const row = await lockCreditYear(db, {
    userId: options.userId,
    yearEarned: year,
    expiresAt: creditExpiresAt(year),
  });
  const granted = cappedGrantCents(row.earnedCents, options.amountCents);
  if (granted > 0) await addToCredit(db, row.id, granted, options.now);
  return granted;
}

/**
 * Sign-up with a referral code, inside the sign-up transaction: takes one use of the code (atomically, so
 * max_uses holds under concurrent sign-ups), grants the friend and the referrer their credit for joining on Basic (REFERRAL), and
 * records the referral. A used-up code, or the user's own, is refused.
 */
export async function applySignupReferral(
  db: DbOrTx,
  deps: AppDeps,
  options: { userId: string; code: string },
): Promise<void> {
  const referrerId = await claimReferralCodeUse(db, options.code.trim().toUpperCase());
  if (!referrerId || referrerId === options.userId) throw invalidReferral();
  const now = deps.clock.now();
  const referredCredit = await grantCredit(db, {
    userId: options.userId,
    amountCents: REFERRAL.referredSignupCreditCents,
    now,
  });
  const referrerCredit = await grantCredit(db, {
    userId: referrerId,
    amountCents: REFERRAL.referrerBasicCreditCents,
    now,
  });
  await insertReferralTransaction(db, {
    referrerId,
    referredId: options.userId,
    referrerCreditAmount: referrerCredit,
    referredCreditAmount: referredCredit,
    planType: 'basic',
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * A referred friend's first premium purchase, inside the fulfilment transaction: the referrer's credit for
 * this friend is raised to REFERRAL.referrerPremiumCreditCents in all (the Basic sign-up's credit plus the rest),
 * within the yearly cap. Later
 * purchases grant nothing more.
 */
export async function grantPremiumReferral(
  db: DbOrTx,
  options: { userId: string; planId: string; now: Date },
): Promise<void> {
  const referral = await lockReferralOf(db, options.userId);
  if (!referral || referral.planType !== 'basic') return;
  const due = Math.max(0, REFERRAL.referrerPremiumCreditCents - referral.referrerCreditAmount);
  const granted =
    due > 0 ? await grantCredit(db, { userId: referral.referrerId, amountCents: due, now: options.now }) : 0;
  await updateReferralTransaction(db, referral.id, {
    planType: options.planId,
    referrerCreditAmount: referral.referrerCreditAmount + granted,
    updatedAt: options.now,
  });
}

/** Spendable credit (unexpired), in cents. */
export function availableCredit(db: DbOrTx, options: { userId: string; now: Date }): Promise<number> {
  return sumAvailableCredit(db, options.userId, options.now);
}

/**
 * Spends up to `cents` of a user's credit, oldest year first, never below zero; answers what was spent. Runs in
 * the fulfilment transaction with the rows locked, so the same credit cannot be spent twice.
 */
export async function spendCredit(
  db: DbOrTx,
  options: { userId: string; cents: number; now: Date },
): Promise<number> {
  if (options.cents <= 0) return 0;
  let left = options.cents;
  for (const row of await lockSpendableCredits(db, options.userId, options.now)) {
    if (left === 0) break;
    const take = Math.min(left, row.availableCents);
    await spendFromCredit(db, row.id, take, options.now);
    left -= take;
  }
  return options.cents - left;
}

/** The Referral Program card: the user's code (created on first view), credit and successful referrals. */
export async function getReferralSummary(
  deps: AppDeps,
  options: { userId: string },
): Promise<ReferralSummary> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const user = { id: options.userId, nickname: await findNickname(db, options.userId) };
  let code = (await findUserReferralCode(db, user.id))?.code;
  if (!code) {
    try {
      code = (await insertReferralCodeIfAbsent(db, { userId: user.id, code: referralCodeFor(user) }))?.code;
      code ??= (await findUserReferralCode(db, user.id))?.code;
    } catch (err) {
      deps.logger.error({ err, userId: user.id }, 'creating a referral code failed');
    }
    if (!code) throw new AppError('INTERNAL', ACCOUNT_ERRORS.createReferralCode);
  }
  const [credits, successfulReferrals] = await Promise.all([
    listCredits(db, user.id),
    countReferrals(db, user.id),
  ]);
  const year = now.getUTCFullYear();
  const live = credits.filter((c) => c.expiresAt.getTime() >= now.getTime());
  return {
    code,
    creditBalanceCents: live.reduce((sum, c) => sum + c.availableCents, 0),
    successfulReferrals,
    earnedThisYearCents: credits.find((c) => c.yearEarned === year)?.earnedCents ?? 0,
    maxCreditPerYearCents: REFERRAL.maxCreditPerYearCents,
    credits: credits.map((c) => ({
      yearEarned: c.yearEarned,
      earnedCents: c.earnedCents,
      availableCents: c.availableCents,
      expiresAt: c.expiresAt.toISOString(),
      expired: c.expiresAt.getTime() < now.getTime(),
    })),
  };
}
