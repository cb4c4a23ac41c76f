import { type ActivityEntry, renderActivity } from '@shortlist/contracts';
import type { ActivityRow } from './activity.repository';

const text = (payload: Record<string, unknown>, key: string): string =>
  typeof payload[key] === 'string' ? (payload[key] as string) : '';

/** A row as the feed shows it: names from the payload (as they were at the time), the text from contracts. */
export function presentActivity(row: ActivityRow): ActivityEntry {
  return {
    id: String(row.id),
    kind: row.kind,
    payload: row.payload,
    ...renderActivity(row.kind, row.payload),
    actor: row.actorId
      ? { id: row.actorId, name: text(row.payload, 'actorName'), avatarUrl: row.actorAvatarUrl }
      : null,
    item: row.itemId ? { id: row.itemId, name: text(row.payload, 'itemName') } : null,
    folder: { id: row.folderId, name: text(row.payload, 'folderName') },
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
