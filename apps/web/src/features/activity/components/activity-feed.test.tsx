import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ActivityEntry, activityEndpoints, type LiveChange } from '@shortlist/contracts';
import { emitLiveSignal } from '@/lib/live/live-bus';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { signedIn } from '@/testing/session-fixtures';
import { ActivityFeed } from './activity-feed';

const FOLDER = '22222222-2222-4222-8222-222222222222';
const ITEM = '33333333-3333-4333-8333-333333333333';
const ANN = '44444444-4444-4444-8444-444444444444';
const NOW = new Date(2026, 10, 26, 15, 0, 0);

function entry(id: number, overrides: Partial<ActivityEntry>): ActivityEntry {
  return {
    id: String(id),
    kind: 'item.added',
    payload: {},
    action: 'added',
    detail: null,
    actor: { id: ANN, name: 'Ann Owner', avatarUrl: null },
    item: { id: ITEM, name: 'Flat B' },
    folder: { id: FOLDER, name: 'Flats' },
    createdAt: NOW.toISOString(),
    ...overrides,
  };
}

const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();
const onDay = (daysBefore: number, hour = 12) =>
  new Date(NOW.getFullYear(), NOW.getMonth(), NOW.getDate() - daysBefore, hour).toISOString();

describe('ActivityFeed', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('groups rows by day, says who did what to which item and when, and loads more', async () => {
    const cursors: Array<string | null> = [];
    server.use(
      signedIn(),
      mockEndpoint(activityEndpoints.list, (request) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        if (!cursor)
          return {
            entries: [
              entry(9, { kind: 'item.rated', action: 'rated', detail: '8/10', createdAt: hoursAgo(2) }),
              entry(8, {
                kind: 'price.changed',
                actor: null,
                action: 'found a new price for',
                detail: '$1,200.00 → $1,100.00',
                createdAt: onDay(1),
              }),
            ],
            nextCursor: '8',
          };
        return {
          entries: [
            entry(7, {
              kind: 'member.joined',
              action: 'joined Flats',
              detail: 'As rater',
              item: null,
              actor: { id: ANN, name: 'Cat Collab', avatarUrl: null },
              createdAt: onDay(5),
            }),
          ],
          nextCursor: null,
        };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ActivityFeed folderId={FOLDER} />);

    const today = await screen.findByRole('region', { name: 'Today' });
    expect(
      within(today)
        .getByText(/Ann Owner/)
        .closest('p'),
    ).toHaveTextContent('Ann Owner rated Flat B');
    expect(within(today).getByRole('link', { name: 'Flat B' })).toHaveAttribute(
      'href',
      `/app/folder/${FOLDER}/item/${ITEM}`,
    );
    expect(within(today).getByText('8/10')).toBeInTheDocument();
    expect(within(today).getByText('2 hours ago')).toBeInTheDocument();
    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    expect(
      within(yesterday)
        .getByText(/Price refresh/)
        .closest('p'),
    ).toHaveTextContent('Price refresh found a new price for Flat B');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const older = await screen.findByText(/joined Flats/);
    expect(older.closest('p')).toHaveTextContent('Cat Collab joined Flats');
    expect(screen.getByRole('region', { name: /Nov 21, 2026|21/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(cursors[0]).toBeNull();
    expect(cursors.at(-1)).toBe('8');
  });

  it('shows what happens while it is open: a live change naming the folder revalidates the feed', async () => {
    let entries = [entry(1, { createdAt: hoursAgo(1) })];
    server.use(
      signedIn(),
      mockEndpoint(activityEndpoints.list, () => ({ entries, nextCursor: null })),
    );
    renderWithApp(<ActivityFeed folderId={FOLDER} />);
    expect(await screen.findByText('1 hour ago')).toBeInTheDocument();
    entries = [
      entry(2, {
        kind: 'comment.added',
        action: 'commented on',
        detail: 'Lovely light',
        createdAt: NOW.toISOString(),
      }),
      ...entries,
    ];
    const change = (folders: string[]): LiveChange => ({
      folders,
      items: [],
      home: true,
      access: false,
      notifications: false,
      presence: [],
    });
    // another folder's change leaves the feed alone; this folder's brings the new row
    act(() => emitLiveSignal(change(['55555555-5555-4555-8555-555555555555'])));
    act(() => emitLiveSignal(change([FOLDER])));
    expect(await screen.findByText('Lovely light')).toBeInTheDocument();
  });

  it('stops showing the feed of a folder the person has lost (a 404 on revalidation)', async () => {
    server.use(
      signedIn(),
      mockEndpoint(activityEndpoints.list, {
        entries: [entry(1, { createdAt: hoursAgo(1) })],
        nextCursor: null,
      }),
    );
    renderWithApp(<ActivityFeed folderId={FOLDER} />);
    expect(await screen.findByText('1 hour ago')).toBeInTheDocument();
    server.use(mockEndpoint(activityEndpoints.list, () => errorResponse(404, 'NOT_FOUND', 'Not found')));
    act(() => emitLiveSignal('all'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the activity');
    expect(screen.queryByText('1 hour ago')).not.toBeInTheDocument();
  });

  it('says when nothing happened yet', async () => {
    server.use(signedIn(), mockEndpoint(activityEndpoints.list, { entries: [], nextCursor: null }));
    renderWithApp(<ActivityFeed folderId={FOLDER} />);
    expect(await screen.findByText('Nothing has happened here yet')).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    server.use(
      signedIn(),
      mockEndpoint(activityEndpoints.list, () => errorResponse(404, 'NOT_FOUND', 'Not found')),
    );
    renderWithApp(<ActivityFeed folderId={FOLDER} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the activity');
  });
});
