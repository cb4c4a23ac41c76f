import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useAuth } from '@/lib/auth/auth-context';
import { subscriptionKey } from '../api/get-subscription';
import { announcePlan, isNews, listenForPlans } from '../lib/plan-channel';

/** The least time between two focus re-checks of the user: switching tabs back and forth asks once (ms). */
export const PLAN_FOCUS_RECHECK_MS = 5_000;

/**
 * Keeps the signed-in tab's plan (isPremium in every "Upgrade" prompt, the My Plan card) in step with the other
 * tabs: a checkout completed in its own tab is told here over the plan channel, and this tab reloads its user and
 * subscription at once. Coming back to the tab (focus, visible again) re-checks as well, for a browser without the
 * channel or a purchase the server learnt of (Stripe's webhook) after the returning tab had loaded.
 */
export function usePlanSync(): void {
  const { user, refreshUser } = useAuth();
  const { mutate } = useSWRConfig();
  const userId = user?.id;
  const plan = user?.subscriptionPlan;

  // what the listeners compare with, without opening the channel again on every change of the user
  const known = useRef<{ userId?: string; plan?: string }>({});
  useEffect(() => {
    known.current = { userId, plan };
  }, [userId, plan]);

  // one re-check at a time; a focus re-check no sooner than PLAN_FOCUS_RECHECK_MS after the last
  const inFlight = useRef<Promise<void> | null>(null);
  const lastFocusCheck = useRef(-Infinity);
  const recheck = useRef(() => Promise.resolve());
  useEffect(() => {
    recheck.current = () => {
      if (!inFlight.current) {
        inFlight.current = Promise.all([
          refreshUser().catch(() => {}),
          mutate(subscriptionKey()).catch(() => {}),
        ]).then(
          () => {},
          () => {},
        );
        void inFlight.current.finally(() => {
          inFlight.current = null;
        });
      }
      return inFlight.current;
    };
  }, [refreshUser, mutate]);

  // this tab's plan for the others: a tab the checkout returned to (a fresh load, or a plan just changed) says so
  useEffect(() => {
    if (userId && plan) announcePlan({ id: userId, subscriptionPlan: plan }, 'seen');
  }, [userId, plan]);

  useEffect(() => {
    if (!userId) return;
    const stop = listenForPlans((message) => {
      if (isNews(message, known.current)) void recheck.current();
    });
    const onReturn = () => {
      if (document.visibilityState === 'hidden') return;
      const now = Date.now();
      if (now - lastFocusCheck.current < PLAN_FOCUS_RECHECK_MS) return;
      lastFocusCheck.current = now;
      void recheck.current();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      stop();
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [userId]);
}

/** Mounted for a signed-in tab: renders nothing, keeps the plan in step with the other tabs (usePlanSync). */
export function PlanSync() {
  usePlanSync();
  return null;
}
