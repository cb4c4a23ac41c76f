import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { firstSessionAnswer, startSessionRefresh } from '@/lib/auth/auth-provider';
import { FakeEventSource } from '@/testing/fake-event-source';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/organise-fixtures';
import { renderWithApp } from '@/testing/render';
import { keepLiveStart, liveStart } from './live-start';
import { useLiveUpdates } from './use-live-updates';

/*
 * the page load's session refresh answers where the live events stood, before any of the page's
 * reads; the tab's stream starts there (the server replays what followed) instead of revalidating every read.
 */
afterEach(() => FakeEventSource.reset());

function Live() {
  useLiveUpdates({
    EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
    getTicket: async () => 'ticket',
  });
  return null;
}

describe("the live stream's start", () => {
  it("keeps none from an answer without one (an older server's)", () => {
    keepLiveStart(undefined);
    keepLiveStart('12');
    expect(liveStart()).toBeUndefined();
  });

  it("opens the tab's stream from the position the page load's refresh answered", async () => {
    server.use(signedIn({ liveEventId: 77 }));
    startSessionRefresh();
    expect(await firstSessionAnswer()).not.toBeNull();
    expect(liveStart()).toBe('77');
    renderWithApp(<Live />);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(new URL(FakeEventSource.opened[0]!.url, 'http://x').searchParams.get('lastEventId')).toBe('77');
  });
});
