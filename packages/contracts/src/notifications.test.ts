import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ERRORS } from './messages/notifications';
import { markReadBodySchema, notificationListQuerySchema, renderNotification } from './notifications';

describe('notification texts', () => {
  it('renders each watch kind from its payload', () => {
    const base = { itemName: 'Flat B', folderName: 'Homes', priceCents: 123_400, thresholdCents: 125_000 };
    expect(renderNotification('watch.budget', { ...base, direction: 'below' })).toEqual({
      title: 'Flat B is now within budget',
      body: 'Homes: the price is $1,234.00 (budget $1,250.00).',
    });
    expect(renderNotification('watch.budget', { ...base, direction: 'above' }).title).toBe(
      'Flat B is now over budget',
    );
    expect(renderNotification('watch.target', { ...base, direction: 'below' }).title).toBe(
      'Flat B reached your target price',
    );
    expect(
      renderNotification('watch.winner', {
        folderName: 'Homes',
        winnerName: 'Flat B',
        previousName: 'Flat A',
      }),
    ).toEqual({
      title: 'Flat B now ranks first in Homes',
      body: 'After a price change, Flat B overtook Flat A.',
    });
  });

  it('still shows a kind it does not know, and a payload missing fields', () => {
    expect(renderNotification('comment.mention', {})).toEqual({ title: 'New notification', body: '' });
    expect(renderNotification('watch.winner', {}).title).toBe(' now ranks first in ');
  });

  it('pages between 1 and 100 with an opaque cursor', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({ limit: 20, unread: false });
    expect(notificationListQuerySchema.safeParse({ limit: '101' }).error?.issues[0]?.message).toBe(
      NOTIFICATION_ERRORS.limitInvalid,
    );
    expect(notificationListQuerySchema.safeParse({ cursor: 'x' }).error?.issues[0]?.message).toBe(
      NOTIFICATION_ERRORS.cursorInvalid,
    );
    expect(markReadBodySchema.safeParse({ ids: [] }).error?.issues[0]?.message).toBe(
      NOTIFICATION_ERRORS.idsRequired,
    );
    expect(NOTIFICATION_ERRORS.tooManyIds).toBe('At most 200 notifications at a time');
  });
});
