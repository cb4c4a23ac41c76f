import { useCallback } from 'react';
import { calendarFeedEndpoints } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';
import { apiKey, useApi } from '@/lib/swr';
import { useSWRConfig } from 'swr';

/** The viewer's calendar feed address (null while off), and creating, resetting or turning it off. */
export function useCalendarFeed() {
  const feed = useApi(calendarFeedEndpoints.get, {});
  const { mutate } = useSWRConfig();
  const key = apiKey(calendarFeedEndpoints.get);
  const reset = useCallback(async () => {
    const answer = await callEndpoint(calendarFeedEndpoints.reset, {});
    await mutate(key, answer, { revalidate: false });
    return answer;
  }, [key, mutate]);
  const turnOff = useCallback(async () => {
    await callEndpoint(calendarFeedEndpoints.turnOff, {});
    await mutate(key, { url: null }, { revalidate: false });
  }, [key, mutate]);
  return { ...feed, reset, turnOff };
}
