import { PlanSync } from '@/features/billing/components/plan-sync';
import { useLiveUpdates } from '@/lib/live/use-live-updates';

/**
 * What keeps a signed-in tab in step with the rest of the world, rendering nothing: the live stream (lib/live)
 * revalidates what others change, and the plan follows a checkout completed in another tab. One chunk, loaded
 * only once someone is signed in.
 */
export function SignedInSync() {
  useLiveUpdates();
  return <PlanSync />;
}
