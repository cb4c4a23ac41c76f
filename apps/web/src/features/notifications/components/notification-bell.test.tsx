import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Notification, notificationsEndpoints } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { signedIn } from '@/testing/session-fixtures';
import { NotificationBell } from './notification-bell';

const FOLDER = '22222222-2222-4222-8222-222222222222';

function note(id: string, itemName: string, read: boolean): Notification {
  return {
    id,
    kind: 'watch.budget',
    payload: { itemName },
    title: `${itemName} is now within budget`,
    body: 'Homes: the price is $990.00 (budget $1,000.00).',
    folderId: FOLDER,
    itemId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    readAt: read ? '2026-11-20T11:00:00.000Z' : null,
  };
}

describe('NotificationBell', () => {
  it('shows the unread count, lists the notifications and marks them all read', async () => {
    let unread = 1;
    let markedAll = false;
    server.use(
      signedIn(),
      mockEndpoint(notificationsEndpoints.unreadCount, () => ({ count: unread })),
      mockEndpoint(notificationsEndpoints.list, () => ({
        notifications: [
          note('33333333-3333-4333-8333-333333333333', 'Flat A', unread === 0),
          note('44444444-4444-4444-8444-444444444444', 'Flat B', true),
        ],
        nextCursor: null,
        unreadCount: unread,
      })),
      mockEndpoint(notificationsEndpoints.markAllRead, () => {
        markedAll = true;
        unread = 0;
        return { marked: 1, unreadCount: 0 };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<NotificationBell />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    // a plain button until the first press loads the popover, closed to assistive technology
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(
      await screen.findByRole('link', { name: /Flat A is now within budget \(Unread\)/ }),
    ).toHaveAttribute('href', `/app/folder/${FOLDER}`);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Flat B is now within budget' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(markedAll).toBe(true));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Flat A is now within budget' })).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    server.use(
      signedIn(),
      mockEndpoint(notificationsEndpoints.unreadCount, { count: 0 }),
      mockEndpoint(notificationsEndpoints.list, { notifications: [], nextCursor: null, unreadCount: 0 }),
    );
    const user = userEvent.setup();
    renderWithApp(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
