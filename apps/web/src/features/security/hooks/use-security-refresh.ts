import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { passkeysKey } from '../api/passkeys';
import { securityHistoryKey } from '../api/security-history';
import { sessionsKey } from '../api/sessions';
import { twoFactorKey } from '../api/two-factor';

/** Reads every security section again after a change (each change also lands in the history). */
export function useSecurityRefresh(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    for (const key of [passkeysKey, twoFactorKey, sessionsKey, securityHistoryKey]) void mutate(key);
  }, [mutate]);
}
