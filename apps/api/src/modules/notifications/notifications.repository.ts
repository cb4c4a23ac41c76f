import { and, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { notificationMutes, notifications, notificationSettings, users } from '../../db/schema';

export type EmailSetting = 'off' | 'each' | 'daily';
export type EmailState = 'pending' | 'sent' | 'none';

export interface NotificationRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  folderId: string | null;
  itemId: string | null;
  createdAt: Date;
  readAt: Date | null;
}

const rowColumns = {
  id: notifications.id,
  kind: notifications.kind,
  payload: notifications.payload,
  folderId: notifications.folderId,
  itemId: notifications.itemId,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

export interface Recipient {
  userId: string;
  email: string;
  setting: EmailSetting;
  /** The user muted the folder or one of its ancestors. */
  muted: boolean;
  /** The user has a notification under the dedupe key asked about (false when none was asked about). */
  notified: boolean;
}

/**
 * Who the given users are for a notification about `folderId`: their address, e-mail setting (the default when
 * they never chose) and whether they muted that folder or one above it. One statement; deleted accounts drop out.
 */
export async function findRecipients(
  db: DbOrTx,
  userIds: readonly string[],
  folderId: string | null,
  defaultSetting: EmailSetting,
  dedupeKey?: string,
): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const folders = folderId
    ? sql`with recursive up(id, parent_folder_id) as (
        select id, parent_folder_id from folders where id = ${folderId}::uuid
        union all
        select f.id, f.parent_folder_id from up join folders f on f.id = up.parent_folder_id
      ) select id from up`
    : sql`select null::uuid where false`;
  const [row] = await rawRows<{ recipients: Recipient[] | string }>(
    db,
    sql`select ${recipientsJsonSql(sql`select unnest(array[${ids}])`, folders, defaultSetting, dedupeKey ?? null)}
      as recipients`,
  );
  return typeof row!.recipients === 'string' ? JSON.parse(row!.recipients) : row!.recipients;
}

/**
 * Recipients as a json array (Recipient rows), alone (findRecipients) or inside a caller's statement: `people`
 * selects the candidates' ids, `folders` the folder the notification is about and its ancestors (the mutes that
 * apply); `notified` is false for every one when no dedupe key is given.
 */
export function recipientsJsonSql(
  people: SQL,
  folders: SQL,
  defaultSetting: EmailSetting,
  dedupeKey: string | null,
): SQL {
  // each candidate's row by its key (`offset 0` keeps the lookup per person: with the candidates' count
  // unknown to the planner, a join read every user)
  return sql`coalesce((select json_agg(x.recipient) from (${people}) candidate(user_id)
    cross join lateral (
      select json_build_object('userId', u.id::text, 'email', u.email,
        'setting', coalesce(s.email, ${defaultSetting}),
        'muted', exists(select 1 from notification_mutes m where m.user_id = u.id and m.folder_id in (${folders})),
        'notified', exists(select 1 from notifications n where n.user_id = u.id and n.dedupe_key = ${dedupeKey}::text))
        as recipient
      from users u left join notification_settings s on s.user_id = u.id
      where u.id = candidate.user_id and u.deleted_at is null
      offset 0
    ) x), '[]'::json)`;
}

export interface NewNotification {
  userId: string;
  kind: string;
  payload: Record<string, unknown>;
  folderId: string | null;
  itemId: string | null;
  dedupeKey: string | null;
  emailState: EmailState;
  createdAt: Date;
}

/** Inserts notifications; one already there under the same (user, dedupe key) is skipped. Answers the new ones. */
export async function insertNotifications(db: DbOrTx, values: readonly NewNotification[]) {
  if (values.length === 0) return [];
  return db
    .insert(notifications)
    .values([...values])
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id, userId: notifications.userId, emailState: notifications.emailState });
}

/**
 * insertNotifications as the body of a data-modifying CTE in a caller's statement, one row per recipient, the
 * payload and the item given as SQL expressions of that statement (the item it inserts, the names its activity
 * row read). A row already there under the same (user, dedupe key) is skipped.
 */
export function insertNotificationsSql(
  recipients: ReadonlyArray<{ userId: string; emailState: EmailState }>,
  input: {
    kind: string;
    payload: SQL;
    folderId: string | null;
    itemId: SQL;
    dedupeKey: string | null;
    createdAt: Date;
  },
): SQL {
  const rows = JSON.stringify(recipients.map((r) => ({ user_id: r.userId, email_state: r.emailState })));
  return sql`insert into notifications (user_id, kind, payload, folder_id, item_id, dedupe_key, email_state, created_at)
    select r.user_id, ${input.kind}, ${input.payload}, ${input.folderId}::uuid, ${input.itemId}, ${input.dedupeKey},
      r.email_state, ${input.createdAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${rows}::jsonb) as r(user_id uuid, email_state text)
    on conflict (user_id, dedupe_key) do nothing`;
}

/** A page of a user's notifications, newest first, strictly older than the cursor. One statement. */
export function findNotificationPage(
  db: DbOrTx,
  userId: string,
  options: { before?: { createdAt: Date; id: string }; limit: number; unreadOnly: boolean },
): Promise<NotificationRow[]> {
  const conditions = [eq(notifications.userId, userId)];
  if (options.unreadOnly) conditions.push(isNull(notifications.readAt));
  if (options.before) {
    conditions.push(
      or(
        lt(notifications.createdAt, options.before.createdAt),
        and(eq(notifications.createdAt, options.before.createdAt), lt(notifications.id, options.before.id)),
      )!,
    );
  }
  return db
    .select(rowColumns)
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the user's unread notifications (all, or those with the given ids) read; answers how many changed. */
export async function markRead(
  db: DbOrTx,
  userId: string,
  at: Date,
  ids?: readonly string[],
): Promise<number> {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (ids) conditions.push(inArray(notifications.id, [...ids]));
  const changed = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(...conditions))
    .returning({ id: notifications.id });
  return changed.length;
}

export async function findEmailSetting(db: DbOrTx, userId: string): Promise<EmailSetting | undefined> {
  const [row] = await db
    .select({ email: notificationSettings.email })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.email;
}

export async function upsertEmailSetting(db: DbOrTx, userId: string, email: EmailSetting, at: Date) {
  await db
    .insert(notificationSettings)
    .values({ userId, email, updatedAt: at })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { email, updatedAt: at } });
}

export async function findMutedFolderIds(db: DbOrTx, userId: string): Promise<string[]> {
  const found = await db
    .select({ folderId: notificationMutes.folderId })
    .from(notificationMutes)
    .where(eq(notificationMutes.userId, userId))
    .orderBy(notificationMutes.createdAt);
  return found.map((r) => r.folderId);
}

export async function setFolderMuted(db: DbOrTx, userId: string, folderId: string, muted: boolean, at: Date) {
  if (muted) {
    await db.insert(notificationMutes).values({ userId, folderId, createdAt: at }).onConflictDoNothing();
  } else {
    await db
      .delete(notificationMutes)
      .where(and(eq(notificationMutes.userId, userId), eq(notificationMutes.folderId, folderId)));
  }
}

export interface DigestRow extends NotificationRow {
  userId: string;
  email: string;
}

/**
 * Takes the notifications waiting for a digest and marks them sent in the same statement, so a second digest run
 * (another instance, a retry) finds nothing: locked rows are skipped, taken rows are no longer pending. The
 * caller queues the mails in the same transaction; if it rolls back, the rows stay pending.
 */
export async function takePendingDigest(db: DbOrTx): Promise<DigestRow[]> {
  const taken = await rawRows<{ id: string }>(
    db,
    sql`update notifications set email_state = 'sent'
      where id in (
        select n.id from notifications n
        where n.email_state = 'pending'
        for update skip locked
      )
      returning id::text as "id"`,
  );
  if (taken.length === 0) return [];
  return db
    .select({ ...rowColumns, userId: notifications.userId, email: users.email })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        inArray(
          notifications.id,
          taken.map((r) => r.id),
        ),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(notifications.userId, desc(notifications.createdAt));
}

/** A user turned e-mail off: what waited for their digest is not mailed. */
export async function dropPendingEmail(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ emailState: 'none' })
    .where(and(eq(notifications.userId, userId), eq(notifications.emailState, 'pending')));
}

export interface MailedRow extends NotificationRow {
  userId: string;
}

/**
 * The notifications of the given ids that are still there, newest first (as a digest lists them): those of a
 * deleted folder, item or account are gone, and so is what a mail would have said of them.
 */
export async function findMailedNotifications(db: DbOrTx, ids: readonly string[]): Promise<MailedRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ ...rowColumns, userId: notifications.userId })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(inArray(notifications.id, [...ids]), isNull(users.deletedAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/** Notifications whose mail is not sent after all (their reader may no longer see them). */
export async function markNotMailed(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ emailState: 'none' })
    .where(inArray(notifications.id, [...ids]));
}
