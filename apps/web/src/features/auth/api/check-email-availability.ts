import { authEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Whether an e-mail address is still free to sign up with (accounts §5, §7 check_email_availability). */
export async function checkEmailAvailability(email: string, signal?: AbortSignal): Promise<boolean> {
  const { available } = await callEndpoint(authEndpoints.emailAvailability, { query: { email }, signal });
  return available;
}
