import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { LIVE_END_REASONS, LIVE_END_TEXTS, type LiveEnd } from '@shortlist/contracts';
import { FakeEventSource } from '@/testing/fake-event-source';
import { connectLive, type LiveStatus } from './live-connection';

const Impl = FakeEventSource as unknown as typeof EventSource;
const handlers = { onChange: () => undefined, onRevalidateAll: () => undefined };
const connections: Array<{ close(): void }> = [];
const lastEventIdOf = (source: FakeEventSource) =>
  new URL(source.url, 'http://x').searchParams.get('lastEventId');
const ticketOf = (source: FakeEventSource) => new URL(source.url, 'http://x').searchParams.get('ticket');

/**
 * The server's `end`: no id of its own, so the browser hands the stream's last id along with it, as EventSource
 * does with every event after the last one that had an id.
 */
function end(source: FakeEventSource, data: LiveEnd, lastEventId: string) {
  source.dispatchEvent(new MessageEvent('end', { data: JSON.stringify(data), lastEventId }));
}
const tokenExpired: LiveEnd = {
  reason: LIVE_END_REASONS.tokenExpired,
  reconnect: true,
  message: LIVE_END_TEXTS.tokenExpired,
};
const replaced: LiveEnd = {
  reason: LIVE_END_REASONS.replaced,
  reconnect: false,
  message: LIVE_END_TEXTS.replaced,
};

afterEach(() => {
  for (const connection of connections.splice(0)) connection.close();
  FakeEventSource.reset();
});

describe('the live connection', () => {
  it('keeps trying while its server is down (no ticket), then resumes after the last event id', async () => {
    let asked = 0;
    let down = false;
    const getTicket = async () => {
      asked += 1;
      if (down) throw new Error('connection refused');
      return `ticket-${asked}`;
    };
    connections.push(
      connectLive({ ...handlers, EventSourceImpl: Impl, getTicket, retryMs: 5, maxRetryMs: 20 }),
    );
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0]!;
    first.emit('ready', 10);
    first.emit('change', 11, { folders: [] });
    down = true;
    first.fail();
    await waitFor(() => expect(asked).toBeGreaterThanOrEqual(4));
    expect(FakeEventSource.opened).toHaveLength(1);
    down = false;
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(lastEventIdOf(FakeEventSource.opened[1]!)).toBe('11');
  });

  it('opens one stream when the tab comes back while a ticket is on its way', async () => {
    let answer: (ticket: string) => void = () => undefined;
    let asked = 0;
    const getTicket = () => {
      asked += 1;
      return new Promise<string>((resolve) => (answer = resolve));
    };
    connections.push(connectLive({ ...handlers, EventSourceImpl: Impl, getTicket }));
    expect(asked).toBe(1);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    answer('ticket-1');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toBe(1);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('reconnects at once when the tab comes back to a dropped stream', async () => {
    let asked = 0;
    const getTicket = async () => `ticket-${++asked}`;
    // a first wait far longer than the test: only the wake can reconnect in time
    connections.push(connectLive({ ...handlers, EventSourceImpl: Impl, getTicket, retryMs: 60_000 }));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.emit('ready', 3);
    FakeEventSource.opened[0]!.fail();
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(lastEventIdOf(FakeEventSource.opened[1]!)).toBe('3');
  });

  it("takes a first stream's ready as a revalidate-all (nothing to replay from), never a resumed one's", async () => {
    let asked = 0;
    let revalidateAll = 0;
    const getTicket = async () => `ticket-${++asked}`;
    connections.push(
      connectLive({
        ...handlers,
        onRevalidateAll: () => (revalidateAll += 1),
        EventSourceImpl: Impl,
        getTicket,
        retryMs: 5,
      }),
    );
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    // a first stream that fails before its ready leaves no id: the next one still has nothing to replay from
    FakeEventSource.opened[0]!.fail();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(lastEventIdOf(FakeEventSource.opened[1]!)).toBeNull();
    expect(revalidateAll).toBe(0);
    FakeEventSource.opened[1]!.emit('ready', 20);
    expect(revalidateAll).toBe(1);
    // a resumed stream replays what it missed before its ready: that ready asks for nothing more
    FakeEventSource.opened[1]!.fail();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(3));
    const resumed = FakeEventSource.opened[2]!;
    expect(lastEventIdOf(resumed)).toBe('20');
    resumed.emit('change', 21, { folders: [] });
    resumed.emit('ready', 21);
    expect(revalidateAll).toBe(1);
    // one the server could not replay says revalidate-all itself, once
    resumed.fail();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(4));
    FakeEventSource.opened[3]!.emit('revalidate-all', 90);
    FakeEventSource.opened[3]!.emit('ready', 90);
    expect(revalidateAll).toBe(2);
  });

  it('drops a stream that falls silent past its heart-beats and resumes after the last event id', async () => {
    let asked = 0;
    const getTicket = async () => `ticket-${++asked}`;
    connections.push(connectLive({ ...handlers, EventSourceImpl: Impl, getTicket, retryMs: 5 }));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0]!;
    first.emit('ready', 7, { heartbeatMs: 40 });
    // beats keep it open well past 2.5 intervals
    for (let beat = 0; beat < 6; beat += 1) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      first.dispatchEvent(new MessageEvent('heartbeat', { data: '{}' }));
    }
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(first.closed).toBe(false);
    // then nothing: no error, no close, as when packets stop arriving
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(first.closed).toBe(true);
    expect(lastEventIdOf(FakeEventSource.opened[1]!)).toBe('7');
  });

  it('reconnects at once when the server ends a stream for its token: fresh ticket, last event id, still live', async () => {
    let asked = 0;
    const getTicket = async () => `ticket-${++asked}`;
    const statuses: LiveStatus[] = [];
    let revalidateAll = 0;
    connections.push(
      connectLive({
        ...handlers,
        onRevalidateAll: () => (revalidateAll += 1),
        onStatus: (status) => statuses.push(status),
        EventSourceImpl: Impl,
        getTicket,
        startFrom: '9',
        // a first wait far longer than the test: only a reconnect without one opens the next stream in time
        retryMs: 60_000,
      }),
    );
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0]!;
    first.emit('ready', 10, { heartbeatMs: 60_000 });
    first.emit('change', 11, { folders: [] });
    expect(statuses).toEqual(['live']);

    end(first, tokenExpired, '11');
    // let go before the server's close arrives, so the browser cannot retry the spent ticket by itself
    expect(first.closed).toBe(true);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    const second = FakeEventSource.opened[1]!;
    expect(lastEventIdOf(second)).toBe('11');
    expect(ticketOf(second)).toBe('ticket-2');
    expect(ticketOf(second)).not.toBe(ticketOf(first));
    // the server's close then reaches the old stream: not a drop, no third stream
    first.fail();
    second.emit('change', 12, { folders: [] });
    second.emit('ready', 12, { heartbeatMs: 60_000 });
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(statuses).toEqual(['live']);
    // the server replayed from 11: nothing to catch up by revalidating everything
    expect(revalidateAll).toBe(0);

    // a later drop of the new stream still shows, and resumes after its last event
    second.fail();
    expect(statuses).toEqual(['live', 'reconnecting']);
  });

  it('stays closed when the server replaced the stream, until the tab comes back', async () => {
    let asked = 0;
    const getTicket = async () => `ticket-${++asked}`;
    const statuses: LiveStatus[] = [];
    connections.push(
      connectLive({
        ...handlers,
        onStatus: (status) => statuses.push(status),
        EventSourceImpl: Impl,
        getTicket,
        retryMs: 5,
      }),
    );
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0]!;
    first.emit('ready', 4);
    end(first, replaced, '4');
    first.fail();
    expect(first.closed).toBe(true);
    expect(statuses).toEqual(['live', 'paused']);
    // several first waits pass: nothing reopens it by itself (it would replace another of the person's streams)
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(asked).toBe(1);
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(lastEventIdOf(FakeEventSource.opened[1]!)).toBe('4');
    FakeEventSource.opened[1]!.emit('ready', 4);
    expect(statuses).toEqual(['live', 'paused', 'live']);
  });
});
