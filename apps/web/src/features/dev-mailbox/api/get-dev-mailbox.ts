import { systemEndpoints } from '@shortlist/contracts';
import { useApi } from '@/lib/swr';

/** The messages the dev outbox has "sent" (development only; the API answers 404 in production). */
export function useDevMailbox() {
  return useApi(systemEndpoints.devMailbox, {}, { revalidateOnFocus: true });
}
