import type { LiveChange } from '@shortlist/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { getFoldersAccessOfMany } from '../access/folder-access';
import type { DbOrTx } from '../db/client';
import { items as itemsTable } from '../db/schema';
import type { LiveEventRow } from './live-events.repository';

/** What one person hears of one event: nothing, or the change naming only what they may see. */
function changeFor(
  userId: string,
  event: LiveEventRow,
  access: Map<string, { breadcrumb: Array<{ id: string }> }>,
  privateCreators: Map<string, string | null>,
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
  // an item is named to those who see its folder, and a private one to its creator alone
  const sees = ([itemId, folderId]: [string, string]) =>
    access.has(folderId) && (!privateCreators.has(itemId) || privateCreators.get(itemId) === userId);
  const items = event.items.filter(sees).map(([itemId]) => itemId);
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

/**
 * The private ones among some items, with their creators: read when the event is delivered, so an item shared
 * since is named to everyone, and one made private since to its creator only. A deleted item is no longer there
 * to ask: its id is named to those who saw its folder (an id, never content).
 */
async function privateItemCreators(db: DbOrTx, itemIds: string[]): Promise<Map<string, string | null>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: itemsTable.id, creatorId: itemsTable.creatorId })
    .from(itemsTable)
    .where(and(inArray(itemsTable.id, itemIds), eq(itemsTable.isPrivate, true)));
  return new Map(rows.map((r) => [r.id, r.creatorId]));
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
 * The changes each person hears of some events, filtered with the one access rule (folder roles): no
 * event about a folder reaches someone who cannot see it, and an item is named only to those who see its
 * folder. One statement for all the events and people. Session events are not changes (the hub closes streams).
 */
export async function changesFor(
  db: DbOrTx,
  events: readonly LiveEventRow[],
  userIds: readonly string[],
): Promise<Map<string, Array<{ id: number; change: LiveChange }>>> {
  const folderIds = new Set<string>();
  const itemIds = new Set<string>();
  for (const event of events) {
    for (const id of event.folderIds) folderIds.add(id);
    for (const [itemId, folderId] of event.items) {
      folderIds.add(folderId);
      itemIds.add(itemId);
    }
  }
  const [accessByUser, privateCreators] = await Promise.all([
    getFoldersAccessOfMany(db, userIds, [...folderIds]),
    privateItemCreators(db, [...itemIds]),
  ]);
  const out = new Map<string, Array<{ id: number; change: LiveChange }>>();
  for (const userId of userIds) {
    const access = accessByUser.get(userId) ?? new Map();
    const heard: Array<{ id: number; change: LiveChange }> = [];
    for (const event of events) {
      if (event.kind === 'session') continue;
      const change = changeFor(userId, event, access, privateCreators);
      if (change) heard.push({ id: event.id, change });
    }
    out.set(userId, heard);
  }
  return out;
}
