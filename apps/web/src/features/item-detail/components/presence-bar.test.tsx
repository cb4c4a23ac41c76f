import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import {
  LIVE,
  liveEndpoints,
  PRESENCE_TEXTS,
  SECOND_MS,
  type LiveChange,
  type UserRef,
} from '@shortlist/contracts';
import { emitLiveSignal } from '@/lib/live/live-bus';
import { useLiveUpdates } from '@/lib/live/use-live-updates';
import { FakeEventSource } from '@/testing/fake-event-source';
import { server } from '@/testing/msw-server';
import { fakeId, signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { PresenceBar } from './presence-bar';

const itemId = fakeId();

/** The item page's presence with the tab's live stream (a fake EventSource), as the signed-in layout mounts it. */
function ItemPageWithLiveStream() {
  useLiveUpdates({
    EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
    getTicket: async () => 'ticket',
  });
  return <PresenceBar itemId={itemId} editing={false} />;
}
const ana: UserRef = { id: fakeId(), nickname: 'ana', fullName: 'Ana Diaz', avatarUrl: null };
const ben: UserRef = { id: fakeId(), nickname: null, fullName: 'Ben Ng', avatarUrl: null };

function serve(answer: () => Array<{ user: UserRef; editing: boolean }>) {
  const beats: boolean[] = [];
  server.use(
    signedIn(),
    mockEndpoint(liveEndpoints.heartbeat, async (request) => {
      beats.push(((await request.json()) as { editing: boolean }).editing);
      return { others: answer() };
    }),
  );
  return beats;
}

afterEach(() => FakeEventSource.reset());

describe('presence on the item page', () => {
  it('shows the avatars of the others who have the item open, and who is editing, once', async () => {
    serve(() => [
      { user: ana, editing: true },
      { user: ben, editing: false },
    ]);
    renderWithApp(<PresenceBar itemId={itemId} editing={false} />);
    const list = await screen.findByRole('list', { name: PRESENCE_TEXTS.othersHere });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByText(PRESENCE_TEXTS.viewing('Ben Ng'))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PRESENCE_TEXTS.editing('ana'));
    expect(screen.getByRole('status')).not.toHaveTextContent('Ben');
  });

  it('says when I hold staged changes, and asks again when the stream says presence changed', async () => {
    let others: Array<{ user: UserRef; editing: boolean }> = [];
    const beats = serve(() => others);
    const { rerender } = renderWithApp(<PresenceBar itemId={itemId} editing={false} />);
    await waitFor(() => expect(beats).toEqual([false]));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(<PresenceBar itemId={itemId} editing />);
    await waitFor(() => expect(beats.at(-1)).toBe(true));
    others = [{ user: ana, editing: true }];
    const change: LiveChange = {
      folders: [],
      items: [],
      home: false,
      access: false,
      notifications: false,
      presence: [itemId],
    };
    act(() => emitLiveSignal(change));
    expect(await screen.findByText(PRESENCE_TEXTS.editing('ana'))).toBeInTheDocument();
  });

  it("beats at once when the tab's live stream becomes ready after the page opened (nothing before it is replayed)", async () => {
    let others: Array<{ user: UserRef; editing: boolean }> = [];
    const beats = serve(() => others);
    renderWithApp(<ItemPageWithLiveStream />);
    await waitFor(() => expect(beats).toEqual([false]));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    // Ana started editing after the page's first beat, before its stream listened: only a beat now tells it
    others = [{ user: ana, editing: true }];
    act(() => FakeEventSource.opened[0]!.emit('ready', 3));
    // well before the next heartbeat could tell it
    const beforeTheHeartbeat = { timeout: (LIVE.presenceHeartbeatSeconds * SECOND_MS) / 2 };
    expect(
      await screen.findByText(PRESENCE_TEXTS.editing('ana'), {}, beforeTheHeartbeat),
    ).toBeInTheDocument();
    expect(beats).toEqual([false, false]);
  });
});
