import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { authEndpoints, billingEndpoints } from '@shortlist/contracts';
import { basicStatus, PLANS, premiumStatus } from '@/testing/billing-fixtures';
import { server } from '@/testing/msw-server';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { makeSession, VIEWER_ID } from '@/testing/session-fixtures';
import { useAuth } from '@/lib/auth/auth-context';
import { PLAN_CHANNEL, type PlanMessage } from '../lib/plan-channel';
import { MyPlanCard } from './my-plan-card';
import { PlanSync } from './plan-sync';

/** What a Premium gate shows from the session's user alone (the "Upgrade" prompts read the same flag). */
function PlanProbe() {
  const { user } = useAuth();
  if (!user) return null;
  return <p>{user.isPremium ? 'probe: Premium' : 'probe: Upgrade'}</p>;
}

// the other tab: the checkout's, which posts on the channel as the page it returns to does
const otherTabs: BroadcastChannel[] = [];
function postFromOtherTab(message: Omit<PlanMessage, 'tab'>) {
  const channel = new BroadcastChannel(PLAN_CHANNEL);
  otherTabs.push(channel);
  channel.postMessage({ tab: 'checkout-tab', ...message });
}
afterEach(() => {
  otherTabs.splice(0).forEach((channel) => channel.close());
});

/** The opener on Basic; the server already has the purchase (session and subscription answer Premium). */
function purchaseDoneOnServer() {
  const calls = { refresh: 0, session: 0 };
  let premium = false;
  server.use(
    mockEndpoint(authEndpoints.refresh, () => {
      calls.refresh += 1;
      return { ...makeSession(), liveEventId: 0 };
    }),
    mockEndpoint(authEndpoints.session, () => {
      calls.session += 1;
      return { user: makeSession({ isPremium: premium }).user };
    }),
    mockEndpoint(billingEndpoints.subscription, () => (premium ? premiumStatus(30) : basicStatus())),
    mockEndpoint(billingEndpoints.plans, { plans: PLANS }),
  );
  return {
    calls,
    pay: () => {
      premium = true;
    },
  };
}

function renderOpener() {
  return renderWithApp(
    <>
      <PlanSync />
      <PlanProbe />
      <MyPlanCard />
    </>,
    { sessionKnown: true },
  );
}

describe('PlanSync', () => {
  it('shows Premium without a reload when the checkout tab says the purchase completed', async () => {
    const server = purchaseDoneOnServer();
    renderOpener();
    expect(await screen.findByText('probe: Upgrade')).toBeInTheDocument();
    expect(await screen.findByText('You are currently on the Basic plan')).toBeInTheDocument();

    server.pay();
    postFromOtherTab({ kind: 'changed', userId: VIEWER_ID, subscriptionPlan: 'premium_monthly' });

    expect(await screen.findByText('probe: Premium')).toBeInTheDocument();
    expect(await screen.findByText('You are currently on the Premium Monthly plan')).toBeInTheDocument();
    expect(screen.getByText('Current Subscription')).toBeInTheDocument();
    // the page was not loaded again: one session refresh (the page load's), the user re-read in place
    expect(server.calls.refresh).toBe(1);
    expect(server.calls.session).toBeGreaterThanOrEqual(1);
  });

  it('catches up when the tab the checkout returned to loads with another plan', async () => {
    const server = purchaseDoneOnServer();
    renderOpener();
    expect(await screen.findByText('probe: Upgrade')).toBeInTheDocument();

    server.pay();
    postFromOtherTab({ kind: 'seen', userId: VIEWER_ID, subscriptionPlan: 'premium_monthly' });

    expect(await screen.findByText('probe: Premium')).toBeInTheDocument();
    expect(await screen.findByText('You are currently on the Premium Monthly plan')).toBeInTheDocument();
  });

  it('re-checks the plan when the tab is shown again (no channel message needed)', async () => {
    const server = purchaseDoneOnServer();
    renderOpener();
    expect(await screen.findByText('probe: Upgrade')).toBeInTheDocument();

    server.pay();
    act(() => {
      fireEvent(document, new Event('visibilitychange'));
    });

    expect(await screen.findByText('probe: Premium')).toBeInTheDocument();
    await waitFor(() => expect(server.calls.session).toBe(1));
  });
});
