import { authEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Whether a referral code exists and has uses left (accounts §5). */
export async function checkReferralCode(code: string, signal?: AbortSignal): Promise<boolean> {
  const { valid } = await callEndpoint(authEndpoints.referralCheck, { query: { code }, signal });
  return valid;
}
