import { REFERRAL } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { existsUsableReferralCode, insertReferralCode } from './referrals.repository';

/**
 * A user's own referral code (accounts §4): the upper-cased nickname (or USER) + "_" + the first 8 characters
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
