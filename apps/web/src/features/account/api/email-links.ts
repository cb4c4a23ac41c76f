import { accountEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Confirms the address with the token of the sign-up link; answers the message to show. */
export async function confirmEmail(token: string): Promise<string> {
  return (await callEndpoint(accountEndpoints.confirmEmail, { body: { token } })).message;
}

/** Sends the signed-in user a new confirmation link (refused inside a minute of the last one). */
export async function resendConfirmEmail(): Promise<void> {
  await callEndpoint(accountEndpoints.resendConfirmEmail);
}

/** Puts the old address back with the token of the undo link; every session ends. */
export async function undoEmailChange(token: string): Promise<string> {
  return (await callEndpoint(accountEndpoints.emailChangeUndo, { body: { token } })).message;
}

/** The token of an e-mail link: it travels in the fragment (`#token`), never sent to the server by the browser. */
export function linkToken(hash: string): string {
  return decodeURIComponent(hash.replace(/^#/, ''));
}
