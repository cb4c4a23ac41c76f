import { useLiveUpdates } from '@/lib/live/use-live-updates';

/** The signed-in tab's live stream (lib/live): renders nothing, revalidates what others change. */
export function LiveUpdates() {
  useLiveUpdates();
  return null;
}
