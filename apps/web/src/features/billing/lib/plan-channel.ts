import type { AppUser } from '@shortlist/contracts';

/**
 * The plan's word between this site's tabs. A checkout runs in a tab of its own (opened without an opener, so the
 * two cannot reach each other directly); the tab it returns to, or any tab that loads or learns the session's
 * plan, tells the others here, and a tab showing another plan for the same person reloads its user and plan.
 */
export const PLAN_CHANNEL = 'shortlist-plan';

/** This tab's mark on what it posts: a tab's own listener is told by its own posts too, and skips them. */
const TAB = Math.random().toString(36).slice(2);

export interface PlanMessage {
  tab: string;
  /** `changed`: a purchase or cancellation just finished (the period may move while the plan stays). */
  kind: 'changed' | 'seen';
  userId: string;
  subscriptionPlan: AppUser['subscriptionPlan'];
}

function isPlanMessage(data: unknown): data is PlanMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<PlanMessage>;
  return (
    typeof message.tab === 'string' &&
    (message.kind === 'changed' || message.kind === 'seen') &&
    typeof message.userId === 'string' &&
    typeof message.subscriptionPlan === 'string'
  );
}

/** Opens the channel, or null where the browser has none (the focus fallback still brings the plan up to date). */
function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(PLAN_CHANNEL);
}

/**
 * Whether a message calls for re-reading the user and plan here: a change finished for this tab's person, or a
 * plan other than the one this tab shows.
 */
export function isNews(
  message: PlanMessage,
  known: { userId?: string | undefined; plan?: string | undefined },
): boolean {
  if (message.userId !== known.userId) return false;
  return message.kind === 'changed' || message.subscriptionPlan !== known.plan;
}

/** Tells the other tabs what this one knows of the user's plan. */
export function announcePlan(
  user: Pick<AppUser, 'id' | 'subscriptionPlan'>,
  kind: PlanMessage['kind'],
): void {
  const channel = openChannel();
  if (!channel) return;
  const message: PlanMessage = { tab: TAB, kind, userId: user.id, subscriptionPlan: user.subscriptionPlan };
  channel.postMessage(message);
  channel.close();
}

/** Calls `onMessage` for each well-formed message from another tab; returns the function that stops listening. */
export function listenForPlans(onMessage: (message: PlanMessage) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isPlanMessage(event.data) && event.data.tab !== TAB) onMessage(event.data);
  };
  return () => channel.close();
}
