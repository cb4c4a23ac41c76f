import { accountEndpoints, type AppUser } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Sends a code to the signed-in user's current address. */
export async function sendEmailChangeCode(): Promise<void> {
  await callEndpoint(accountEndpoints.emailChangeSendCode);
}

export async function verifyEmailChangeCode(code: string): Promise<void> {
  await callEndpoint(accountEndpoints.emailChangeVerifyCode, { body: { code } });
}

/** Changes the address with the verified code; answers the updated user. */
export async function changeEmail(code: string, newEmail: string): Promise<AppUser> {
  const { user } = await callEndpoint(accountEndpoints.emailChange, { body: { code, newEmail } });
  return user;
}
