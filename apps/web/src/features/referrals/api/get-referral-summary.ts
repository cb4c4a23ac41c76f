import { referralsEndpoints } from '@shortlist/contracts';
import { apiKey, useApi } from '@/lib/swr';

export const referralSummaryKey = () => apiKey(referralsEndpoints.summary);

/** The caller's referral code (created on first view), credit and successful referrals. */
export function useReferralSummary() {
  return useApi(referralsEndpoints.summary, {});
}
