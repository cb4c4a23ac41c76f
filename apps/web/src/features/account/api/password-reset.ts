import { accountEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Forgot password, step 1: the server answers the same whether or not the address has an account. */
export async function sendPasswordResetCode(email: string): Promise<void> {
  await callEndpoint(accountEndpoints.passwordResetSendCode, { body: { email } });
}

/** Step 2: checks the 5-digit code without using it. */
export async function verifyPasswordResetCode(email: string, code: string): Promise<void> {
  await callEndpoint(accountEndpoints.passwordResetVerifyCode, { body: { email, code } });
}

/** Step 3: sets the new password; every session of the account ends. */
export async function resetPassword(email: string, code: string, newPassword: string): Promise<void> {
  await callEndpoint(accountEndpoints.passwordReset, { body: { email, code, newPassword } });
}
