import { liveEndpoints, type Presence } from '@shortlist/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Says "I have this item open" (and whether I hold staged changes); answers who else has. */
export function sendPresence(itemId: string, editing: boolean): Promise<Presence> {
  return callEndpoint(liveEndpoints.heartbeat, { params: { id: itemId }, body: { editing } });
}

/** Says "I left this item page", so the others' avatars drop at once rather than after the expiry. */
export function leavePresence(itemId: string): Promise<void> {
  return callEndpoint(liveEndpoints.leave, { params: { id: itemId } }).then(() => undefined);
}
