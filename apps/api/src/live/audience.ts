import type { LiveChange } from '@shortlist/contracts';
import { getFoldersAccessOfMany } from '../access/folder-access';
import type { DbOrTx } from '../db/client';
import type { LiveEventRow } from './live-events.repository';

/** What one person hears of one event: nothing, or the change naming only what they may see. */
function changeFor(
  userId: string,
  event: LiveEventRow,
  access: Map<string, { breadcrumb: Array<{ id: string }> }>,
): LiveChange | undefined {
  const named = event.userIds.includes(userId);
  if (event.kind === 'notifications') {
    return named ? { ...EMPTY, notifications: true } : undefined;
  }
  const folders = new Set<string>();
  for (const folderId of event.folderIds) {
    const seen = access.get(folderId);
    if (!seen) continue;
    folders.add(folderId);
    // the pages of the ancestors they can open show this folder's card: they changed too
    for (const crumb of seen.breadcrumb) folders.add(crumb.id);
  }
  const items = event.items.filter(([, folderId]) => access.has(folderId)).map(([itemId]) => itemId);
  if (event.kind === 'presence') {
    return items.length > 0 ? { ...EMPTY, presence: [...new Set(items)] } : undefined;
  }
  if (folders.size === 0 && items.length === 0 && !named) return undefined;
  return {
    ...EMPTY,
    folders: [...folders],
    items: [...new Set(items)],
    home: folders.size > 0 || named,
    access: named,
  };
}

const EMPTY: LiveChange = {
  folders: [],
  items: [],
  home: false,
  access: false,
  notifications: false,
  presence: [],
};

/**
 * The changes each person hears of some events, filtered with the one access rule (roles of decision 0024): no
 * event about a folder reaches someone who cannot see it, and an item is named only to those who see its
 * folder. One statement for all the events and people. Session events are not changes (the hub closes streams).
 */
export async function changesFor(
  db: DbOrTx,
  events: readonly LiveEventRow[],
  userIds: readonly string[],
): Promise<Map<string, Array<{ id: number; change: LiveChange }>>> {
  const folderIds = new Set<string>();
  for (const event of events) {
    for (const id of event.folderIds) folderIds.add(id);
    for (const [, folderId] of event.items) folderIds.add(folderId);
  }
  const accessByUser = await getFoldersAccessOfMany(db, userIds, [...folderIds]);
  const out = new Map<string, Array<{ id: number; change: LiveChange }>>();
  for (const userId of userIds) {
    const access = accessByUser.get(userId) ?? new Map();
    const heard: Array<{ id: number; change: LiveChange }> = [];
    for (const event of events) {
      if (event.kind === 'session') continue;
      const change = changeFor(userId, event, access);
      if (change) heard.push({ id: event.id, change });
    }
    out.set(userId, heard);
  }
  return out;
}
