import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { NotificationMailCheck } from '../../integrations/mailer/outbox';
import { getFoldersAccess, getItemsAccess } from '../../access/folder-access';
import { digestMail } from './notifications.mails';
import { findMailedNotifications, markNotMailed } from './notifications.repository';

/*
 * Who may still be told of a notification, decided when its e-mail leaves (the digest's assembly, the outbox's
 * delivery) rather than when the event happened: someone removed from the folder since, or whose item its
 * creator made private since, is no longer told of it. The rule is the access rule itself (access/, which
 * applies the private-items rule of db/item-visibility.ts), asked for the notification's reader.
 */

/** The payload key of the items a notification's text names besides its own item (a winner alert's two). */
export const NAMED_ITEM_IDS = 'namedItemIds';

interface Told {
  id: string;
  userId: string;
  folderId: string | null;
  itemId: string | null;
  payload: Record<string, unknown>;
}

function itemsNamedBy(n: Told): string[] {
  const named = n.payload[NAMED_ITEM_IDS];
  const others = Array.isArray(named) ? named.filter((id): id is string => typeof id === 'string') : [];
  return n.itemId ? [n.itemId, ...others] : others;
}

/**
 * The ids of those notifications whose reader sees, now, the folder and every item they name; a notification
 * about no folder and no item is always told. Two statements per reader, whatever the number of notifications.
 */
export async function visibleNow(db: DbOrTx, told: readonly Told[]): Promise<Set<string>> {
  const byUser = new Map<string, Told[]>();
  for (const n of told) byUser.set(n.userId, [...(byUser.get(n.userId) ?? []), n]);
  const visible = new Set<string>();
  for (const [userId, list] of byUser) {
    const itemIds = [...new Set(list.flatMap(itemsNamedBy))];
    const folderIds = [...new Set(list.flatMap((n) => (n.folderId ? [n.folderId] : [])))];
    const items = itemIds.length > 0 ? await getItemsAccess(db, userId, itemIds) : new Map();
    const folders = folderIds.length > 0 ? await getFoldersAccess(db, userId, folderIds) : new Map();
    for (const n of list) {
      if (n.folderId && !folders.has(n.folderId)) continue;
      if (itemsNamedBy(n).every((id) => items.has(id))) visible.add(n.id);
    }
  }
  return visible;
}

/**
 * The outbox's check of a notification mail just before it is sent (jobs/ gives it to the delivery): the mail as
 * queued when its reader may still see everything it tells of, a digest of what is left when only some, nothing
 * when none. The notifications left out are marked not mailed.
 */
export function notificationMailCheck(deps: Pick<AppDeps, 'config'>): NotificationMailCheck {
  return async (db, mail) => {
    const rows = await findMailedNotifications(db, mail.notificationIds);
    const visible = await visibleNow(db, rows);
    const kept = rows.filter((n) => visible.has(n.id));
    await markNotMailed(
      db,
      rows.filter((n) => !visible.has(n.id)).map((n) => n.id),
    );
    if (kept.length === 0) return null;
    const notificationIds = kept.map((n) => n.id);
    if (kept.length === mail.notificationIds.length) return { notificationIds };
    return { notificationIds, message: digestMail(mail.to, deps.config.publicUrl, kept) };
  };
}
