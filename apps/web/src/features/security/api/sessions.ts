import { sessionsEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { apiKey, useApi } from '@/lib/swr';

export const sessionsKey = apiKey(sessionsEndpoints.list);

export function useSessions() {
  return useApi(sessionsEndpoints.list, {});
}

export async function signOutSession(id: string): Promise<void> {
  await callEndpoint(sessionsEndpoints.signOutOne, { params: { id } });
}

export async function signOutOtherSessions(): Promise<void> {
  await callEndpoint(sessionsEndpoints.signOutOthers);
}
