import { authEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Whether a nickname is still free, case-insensitively (accounts §5, §7 is_nickname_available). */
export async function checkNicknameAvailability(nickname: string, signal?: AbortSignal): Promise<boolean> {
  const { available } = await callEndpoint(authEndpoints.nicknameAvailability, {
    query: { nickname },
    signal,
  });
  return available;
}
