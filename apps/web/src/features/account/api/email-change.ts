import { accountEndpoints, type AppUser } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** send_code: a code to the CURRENT address. */
export async function sendEmailChangeCode(): Promise<void> {
  await callEndpoint(accountEndpoints.emailChangeSendCode);
}

/** verify_code: checks the code without using it. */
export async function verifyEmailChangeCode(code: string): Promise<void> {
  await callEndpoint(accountEndpoints.emailChangeVerifyCode, { body: { code } });
}

/** change_email: the verified code and the new address; answers the updated user. */
export async function changeEmail(code: string, newEmail: string): Promise<AppUser> {
  const { user } = await callEndpoint(accountEndpoints.emailChange, { body: { code, newEmail } });
  return user;
}
