import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import {
  LIVE_END_REASONS,
  LIVE_END_TEXTS,
  foldersEndpoints,
  itemsEndpoints,
  notificationsEndpoints,
  type LiveChange,
} from '@shortlist/contracts';
import { useApi } from '@/lib/swr';
import { onLiveSignal, type LiveSignal } from './live-bus';
import { FakeEventSource } from '@/testing/fake-event-source';
import { server } from '@/testing/msw-server';
import { fakeId, makeFolder, makeItem, signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import type { LiveStatus } from './live-connection';
import { useLiveUpdates } from './use-live-updates';

const folderA = makeFolder({ name: 'Flats' });
const folderB = makeFolder({ name: 'Cars' });
const itemA = makeItem({ folderId: folderA.id, name: 'Flat on Main' });
const nothing: LiveChange = {
  folders: [],
  items: [],
  home: false,
  access: false,
  notifications: false,
  presence: [],
};

let tickets = 0;
const getTicket = async () => `ticket-${++tickets}`;

/** A page showing a few reads, with the live stream on (a fake EventSource), from `startFrom` when given. */
function Page({ startFrom, onStatus }: { startFrom?: string; onStatus?: (status: LiveStatus) => void }) {
  useLiveUpdates({
    EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
    getTicket,
    retryMs: 10,
    startFrom,
    onStatus,
  });
  const a = useApi(foldersEndpoints.get, {
    params: { id: folderA.id },
    query: { sort: 'date', order: 'desc' },
  });
  const b = useApi(foldersEndpoints.get, {
    params: { id: folderB.id },
    query: { sort: 'date', order: 'desc' },
  });
  const item = useApi(itemsEndpoints.get, { params: { id: itemA.id } });
  const bell = useApi(notificationsEndpoints.unreadCount, {});
  return <p>{a.data && b.data && item.data && bell.data ? 'loaded' : 'loading'}</p>;
}

function serve() {
  const reads: Record<string, number> = {};
  const count = (name: string) => (reads[name] = (reads[name] ?? 0) + 1);
  const folderPage = (folder: typeof folderA) => ({
    folder: { ...folder, description: null },
    breadcrumb: [],
    subfolders: [],
    items: [],
  });
  server.use(
    signedIn(),
    mockEndpoint(foldersEndpoints.get, (_request, params) => {
      count(params.id!);
      return (params.id === folderA.id ? folderPage(folderA) : folderPage(folderB)) as never;
    }),
    mockEndpoint(itemsEndpoints.get, () => {
      count('item');
      return {
        ...itemA,
        creator: null,
        folderName: 'Flats',
        isFolderOwner: true,
        myRole: 'owner',
        attributes: [],
      } as never;
    }),
    mockEndpoint(notificationsEndpoints.unreadCount, () => {
      count('bell');
      return { count: 0 };
    }),
  );
  return reads;
}

afterEach(() => FakeEventSource.reset());

describe('live updates', () => {
  it('revalidates exactly the reads an event names', async () => {
    const reads = serve();
    renderWithApp(<Page />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toContain('/api/events?ticket=ticket-');
    const before = { ...reads };
    act(() => stream.emit('change', 7, { ...nothing, folders: [folderA.id], items: [itemA.id] }));
    await waitFor(() => expect(reads[folderA.id]).toBe(before[folderA.id]! + 1));
    await waitFor(() => expect(reads.item).toBe(before.item! + 1));
    expect(reads[folderB.id]).toBe(before[folderB.id]);
    expect(reads.bell).toBe(before.bell);

    act(() => stream.emit('change', 8, { ...nothing, notifications: true }));
    await waitFor(() => expect(reads.bell).toBe(before.bell! + 1));
    expect(reads[folderB.id]).toBe(before[folderB.id]);
  });

  /** Waits until each of the page's four reads was made once more than in `before`. */
  const everyReadOnceMore = (reads: Record<string, number>, before: Record<string, number>) =>
    waitFor(() => {
      expect(reads[folderA.id]).toBe(before[folderA.id]! + 1);
      expect(reads[folderB.id]).toBe(before[folderB.id]! + 1);
      expect(reads.item).toBe(before.item! + 1);
      expect(reads.bell).toBe(before.bell! + 1);
    });

  it('revalidates everything on revalidate-all', async () => {
    const reads = serve();
    renderWithApp(<Page />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const before = { ...reads };
    act(() => FakeEventSource.opened[0]!.emit('revalidate-all', 9));
    await everyReadOnceMore(reads, before);
  });

  it("catches up when the tab's first stream becomes ready: what was published before it listened is not replayed", async () => {
    const reads = serve();
    const signals: LiveSignal[] = [];
    const unsubscribe = onLiveSignal((signal) => signals.push(signal));
    renderWithApp(<Page />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const before = { ...reads };
    act(() => FakeEventSource.opened[0]!.emit('ready', 5));
    await everyReadOnceMore(reads, before);
    expect(signals).toEqual(['all']);
    unsubscribe();
  });

  it("asks for nothing on the ready of a first stream opened from the page load's position: the server replays", async () => {
    const reads = serve();
    const signals: LiveSignal[] = [];
    const unsubscribe = onLiveSignal((signal) => signals.push(signal));
    renderWithApp(<Page startFrom="30" />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    // opened as a reconnect is: the server replays what followed the position, before its ready
    expect(new URL(stream.url, 'http://x').searchParams.get('lastEventId')).toBe('30');
    const before = { ...reads };
    act(() => stream.emit('change', 31, { ...nothing, folders: [folderA.id] }));
    act(() => stream.emit('ready', 31));
    await waitFor(() => expect(reads[folderA.id]).toBe(before[folderA.id]! + 1));
    // give any revalidation the ready might have asked for the time to be made
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads[folderB.id]).toBe(before[folderB.id]);
    expect(reads.item).toBe(before.item);
    expect(reads.bell).toBe(before.bell);
    expect(signals).not.toContain('all');
    // the server's own revalidate-all (a position past its window) is still everything
    act(() => stream.emit('revalidate-all', 32));
    await everyReadOnceMore(reads, { ...before, [folderA.id]: before[folderA.id]! + 1 });
    expect(signals).toContain('all');
    unsubscribe();
  });

  it('reconnects after a drop with a fresh ticket, resuming after the last event id', async () => {
    serve();
    renderWithApp(<Page />);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0]!;
    act(() => first.emit('ready', 41));
    act(() => first.emit('change', 42, { ...nothing, items: [fakeId()] }));
    act(() => first.fail());
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(first.closed).toBe(true);
    const second = new URL(FakeEventSource.opened[1]!.url, 'http://x');
    expect(second.searchParams.get('lastEventId')).toBe('42');
    expect(second.searchParams.get('ticket')).not.toBe(
      new URL(first.url, 'http://x').searchParams.get('ticket'),
    );
  });

  it("follows the server's token-expired end with a fresh ticket from the last event id, never looking disconnected", async () => {
    const reads = serve();
    const statuses: LiveStatus[] = [];
    renderWithApp(<Page startFrom="50" onStatus={(status) => statuses.push(status)} />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0]!;
    act(() => first.emit('ready', 51));
    act(() => first.emit('change', 52, { ...nothing, items: [fakeId()] }));
    const before = { ...reads };
    act(() =>
      first.dispatchEvent(
        new MessageEvent('end', {
          data: JSON.stringify({
            reason: LIVE_END_REASONS.tokenExpired,
            reconnect: true,
            message: LIVE_END_TEXTS.tokenExpired,
          }),
          lastEventId: '52',
        }),
      ),
    );
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(first.closed).toBe(true);
    const second = FakeEventSource.opened[1]!;
    const url = new URL(second.url, 'http://x');
    expect(url.searchParams.get('lastEventId')).toBe('52');
    expect(url.searchParams.get('ticket')).not.toBe(
      new URL(first.url, 'http://x').searchParams.get('ticket'),
    );
    act(() => first.fail());
    act(() => second.emit('ready', 52));
    // what is on screen stays as it was: no state but live, no read made again
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(statuses).toEqual(['live']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toEqual(before);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('closes the stream when the signed-in part unmounts (sign-out)', async () => {
    serve();
    const { unmount } = renderWithApp(<Page />);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    unmount();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
  });
});
