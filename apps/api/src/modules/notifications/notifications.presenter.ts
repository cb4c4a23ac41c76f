import { type Notification, renderNotification } from '@shortlist/contracts';
import type { NotificationRow } from './notifications.repository';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    ...renderNotification(row.kind, row.payload),
    folderId: row.folderId,
    itemId: row.itemId,
    createdAt: new Date(row.createdAt).toISOString(),
    readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
  };
}

/** "createdAtMs_id": the position after the last row of a page. */
export function encodeCursor(row: NotificationRow): string {
  return `${new Date(row.createdAt).getTime()}_${row.id}`;
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [ms, id] = cursor.split('_');
  return { createdAt: new Date(Number(ms)), id: id! };
}
