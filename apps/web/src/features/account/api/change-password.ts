import { accountEndpoints, type AuthSession } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Changes the password; the answer is a fresh session for this device (the others are signed out). */
export function changePassword(currentPassword: string, newPassword: string): Promise<AuthSession> {
  return callEndpoint(accountEndpoints.passwordChange, { body: { currentPassword, newPassword } });
}
