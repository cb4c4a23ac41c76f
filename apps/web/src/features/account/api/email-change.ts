import { accountEndpoints, type AppUser, type EmailChangeSendCode } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Checks the current password and sends a code to the NEW address. */
export async function sendEmailChangeCode(body: EmailChangeSendCode): Promise<void> {
  await callEndpoint(accountEndpoints.emailChangeSendCode, { body });
}

/** Changes the address to the one the code was sent to; answers the updated user. */
export async function changeEmail(code: string): Promise<AppUser> {
  const { user } = await callEndpoint(accountEndpoints.emailChange, { body: { code } });
  return user;
}
