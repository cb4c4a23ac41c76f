import { accountEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Marks the account deleted; every session ends. Answers the server's message. */
export async function deleteAccount(): Promise<string> {
  const { message } = await callEndpoint(accountEndpoints.deleteAccount);
  return message;
}
