import {
  NOTIFICATIONS,
  type NotificationEmailSetting,
  type NotificationPage,
  type NotificationSettings,
} from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { kickOutbox, queueMail } from '../../integrations/mailer/outbox';
import type { SessionUser } from '../../http/session';
import { requireFolderAccess } from '../../access/folder-access';
import { NAMED_ITEM_IDS, visibleNow } from './notifications.audience';
import { digestMail, notificationMail } from './notifications.mails';
import { decodeCursor, encodeCursor, presentNotification } from './notifications.presenter';
import {
  countUnread,
  dropPendingEmail,
  markNotMailed,
  findEmailSetting,
  findMutedFolderIds,
  findNotificationPage,
  findRecipients,
  insertNotifications,
  insertNotificationsSql,
  recipientsJsonSql,
  type EmailState,
  markRead,
  setFolderMuted,
  takePendingDigest,
  upsertEmailSetting,
} from './notifications.repository';

/** One thing to tell some people. */
export interface NotifyInput {
  userIds: readonly string[];
  /** Open-ended: rendered by `renderNotification` in contracts (an unknown kind still shows). */
  kind: string;
  payload: Record<string, unknown>;
  /** What it is about: mutes apply to this folder and its ancestors; the list links to it. */
  folderId?: string | null;
  itemId?: string | null;
  /**
   * Other items the text names (a winner alert's winner and runner-up): its e-mail goes only to those who still
   * see them all when it is sent. Kept in the payload.
   */
  namedItemIds?: readonly string[];
  /**
   * Same key for the same event (per user): a second notify with it is a no-op, so a retried job or a second
   * instance cannot tell anyone twice. Omit only for events that cannot repeat.
   */
  dedupeKey?: string;
}

export interface NotifyResult {
  /** Notifications written (muted people and duplicates excluded). */
  created: number;
  /** Mails queued in the caller's transaction: call `kickOutbox(deps)` after the commit when > 0. */
  mailed: number;
}

/** Those of some people who hear of something in a folder now (not muted there), with their e-mail settings. */
export type NotificationRecipients = Awaited<ReturnType<typeof findRecipients>>;

/**
 * Writes a notification for each person, inside the caller's transaction (it exists only if the event does), and
 * queues the e-mail of those who want each one. Three statements whatever the number of people: recipients with
 * their settings and mutes, the insert (duplicates skipped), the mails.
 */
export async function notify(tx: DbOrTx, deps: AppDeps, input: NotifyInput): Promise<NotifyResult> {
  return notifyRecipients(
    tx,
    deps,
    await notificationRecipients(tx, input.userIds, input.folderId ?? null),
    input,
  );
}

/**
 * notify's first statement alone: who of `userIds` would hear of something in the folder, and whether each has
 * a notification under `dedupeKey` already. A caller may read it before its writes (Add Item reads it before its
 * one statement) and then call notifyInStatement or notifyRecipients.
 */
export async function notificationRecipients(
  tx: DbOrTx,
  userIds: readonly string[],
  folderId: string | null,
  dedupeKey?: string,
): Promise<NotificationRecipients> {
  const found = await findRecipients(
    tx,
    [...new Set(userIds)],
    folderId,
    NOTIFICATIONS.emailDefault,
    dedupeKey,
  );
  return found.filter((r) => !r.muted);
}

/** A piece of a caller's statement (drizzle's SQL; services do not import drizzle). */
type StatementSql = ReturnType<typeof insertNotificationsSql>;

/** The e-mail state a new notification starts in, from the recipient's setting. */
const emailStateOf = (setting: string): EmailState =>
  setting === 'each' ? 'sent' : setting === 'daily' ? 'pending' : 'none';

/**
 * notify's writes as part of a caller's one statement (Add Item's), for recipients read by
 * notificationRecipients with the dedupe key: a builder of the CTE body, given the statement's payload and item
 * expressions. Those notified under the key already are left out (their row would be skipped: notifications are
 * only ever deleted with their user, folder or item). Undefined when someone left is mailed each notification at
 * once: the mail is queued after the insert, in a transaction (call notifyRecipients then). When nobody is left,
 * the builder gives no CTE at all (an insert of no rows would still fire the table's statement trigger).
 */
export function notifyInStatement(
  recipients: NotificationRecipients,
  input: Omit<NotifyInput, 'userIds' | 'payload' | 'itemId'> & { at: Date },
): ((statement: { payload: StatementSql; itemId: StatementSql }) => StatementSql | undefined) | undefined {
  const fresh = recipients.filter((r) => !r.notified);
  if (fresh.some((r) => emailStateOf(r.setting) === 'sent')) return undefined;
  if (fresh.length === 0) return () => undefined;
  const rows = fresh.map((r) => ({ userId: r.userId, emailState: emailStateOf(r.setting) }));
  return ({ payload, itemId }) =>
    insertNotificationsSql(rows, {
      kind: input.kind,
      payload,
      folderId: input.folderId ?? null,
      itemId,
      dedupeKey: input.dedupeKey ?? null,
      createdAt: input.at,
    });
}

/**
 * notificationRecipients inside a caller's read statement (Add Item's): `people` selects the
 * candidates' ids, `folders` the folder and its ancestors. recipientsFromStatement reads the answer back.
 */
export const recipientsInStatement = (people: StatementSql, folders: StatementSql, dedupeKey: string) =>
  recipientsJsonSql(people, folders, NOTIFICATIONS.emailDefault, dedupeKey);

/** The recipients read by recipientsInStatement, of those among `userIds` (as notificationRecipients answers). */
export function recipientsFromStatement(json: unknown, userIds: readonly string[]): NotificationRecipients {
  const rows = (typeof json === 'string' ? JSON.parse(json) : json) as NotificationRecipients | null;
  const wanted = new Set(userIds);
  return (rows ?? []).filter((r) => wanted.has(r.userId) && !r.muted);
}

/** notify's writes, for recipients read by notificationRecipients in the same transaction. */
export async function notifyRecipients(
  tx: DbOrTx,
  deps: AppDeps,
  recipients: NotificationRecipients,
  input: NotifyInput,
): Promise<NotifyResult> {
  const folderId = input.folderId ?? null;
  const now = deps.clock.now();
  const payload = input.namedItemIds
    ? { ...input.payload, [NAMED_ITEM_IDS]: [...input.namedItemIds] }
    : input.payload;
  const inserted = await insertNotifications(
    tx,
    recipients.map((r) => ({
      userId: r.userId,
      kind: input.kind,
      payload,
      folderId,
      itemId: input.itemId ?? null,
      dedupeKey: input.dedupeKey ?? null,
      emailState: emailStateOf(r.setting),
      createdAt: now,
    })),
  );
  const byUser = new Map(recipients.map((r) => [r.userId, r]));
  let mailed = 0;
  for (const row of inserted) {
    if (row.emailState !== 'sent') continue;
    const recipient = byUser.get(row.userId)!;
    // the outbox re-reads the notification when it sends the mail (notifications.audience.ts)
    await queueMail(
      tx,
      deps,
      notificationMail(recipient.email, deps.config.publicUrl, { ...input, folderId }),
      { notificationIds: [row.id] },
    );
    mailed += 1;
  }
  return { created: inserted.length, mailed };
}

export async function listNotifications(
  deps: AppDeps,
  user: SessionUser,
  query: { cursor?: string; limit: number; unread: boolean },
): Promise<NotificationPage> {
  const db = deps.database.db;
  const [rows, unreadCount] = await Promise.all([
    findNotificationPage(db, user.id, {
      ...(query.cursor ? { before: decodeCursor(query.cursor) } : {}),
      // one more than asked tells whether there is a next page
      limit: query.limit + 1,
      unreadOnly: query.unread,
    }),
    countUnread(db, user.id),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    notifications: page.map(presentNotification),
    nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null,
    unreadCount,
  };
}

export async function getUnreadCount(deps: AppDeps, user: SessionUser) {
  return { count: await countUnread(deps.database.db, user.id) };
}

/** Marks some (ids, only the caller's own; others' ids are ignored) or all of the caller's notifications read. */
export async function markNotificationsRead(deps: AppDeps, user: SessionUser, ids?: readonly string[]) {
  const db = deps.database.db;
  const marked = await markRead(db, user.id, deps.clock.now(), ids);
  return { marked, unreadCount: await countUnread(db, user.id) };
}

export async function getNotificationSettings(
  deps: AppDeps,
  user: SessionUser,
): Promise<NotificationSettings> {
  const db = deps.database.db;
  const [email, mutedFolderIds] = await Promise.all([
    findEmailSetting(db, user.id),
    findMutedFolderIds(db, user.id),
  ]);
  return { email: email ?? NOTIFICATIONS.emailDefault, mutedFolderIds };
}

export async function updateNotificationSettings(
  deps: AppDeps,
  user: SessionUser,
  email: NotificationEmailSetting,
): Promise<NotificationSettings> {
  await deps.database.db.transaction(async (tx) => {
    await upsertEmailSetting(tx, user.id, email, deps.clock.now());
    if (email === 'off') await dropPendingEmail(tx, user.id);
  });
  return getNotificationSettings(deps, user);
}

/** Mutes a folder the caller can see (404 otherwise) for the caller only. */
export async function muteFolder(deps: AppDeps, user: SessionUser, folderId: string, muted: boolean) {
  const db = deps.database.db;
  await requireFolderAccess(db, user.id, folderId, 'view');
  await setFolderMuted(db, user.id, folderId, muted, deps.clock.now());
  return { folderId, muted };
}

/** The pg-boss queue of the daily digest (see jobs/). */
export const NOTIFICATION_DIGEST_QUEUE = 'notification-digest';

/**
 * Mails each "daily" person one digest of what waited since the last one. The rows are taken and the mails
 * queued in one transaction, so a crash sends nothing and a second run (another instance) sends nothing again.
 * What the person may no longer see (removed from the folder, the item made private) is left out, and the
 * outbox checks the digest again when it sends it.
 */
export async function sendDailyDigests(deps: AppDeps): Promise<{ mailed: number }> {
  const mailed = await deps.database.db.transaction(async (tx) => {
    const taken = await takePendingDigest(tx);
    const visible = await visibleNow(tx, taken);
    await markNotMailed(
      tx,
      taken.filter((row) => !visible.has(row.id)).map((row) => row.id),
    );
    const byUser = new Map<string, typeof taken>();
    for (const row of taken.filter((r) => visible.has(r.id)))
      byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    for (const list of byUser.values()) {
      await queueMail(tx, deps, digestMail(list[0]!.email, deps.config.publicUrl, list), {
        notificationIds: list.map((row) => row.id),
      });
    }
    return byUser.size;
  });
  if (mailed > 0) kickOutbox(deps);
  return { mailed };
}
