import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows';
import type { DbOrTx } from '../../db/client';
import { itemVisibleTo } from '../../db/item-visibility';
import {
  dataExports,
  folders,
  itemComments,
  itemMedia,
  itemNotes,
  itemRatings,
  items,
  profiles,
  users,
} from '../../db/schema';

export interface DataExportRow {
  id: string;
  userId: string;
  state: 'pending' | 'ready' | 'downloaded' | 'expired' | 'failed';
  filePath: string | null;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
}

const columns = {
  id: dataExports.id,
  userId: dataExports.userId,
  state: dataExports.state,
  filePath: dataExports.filePath,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
};

export async function insertDataExport(tx: DbOrTx, userId: string, at: Date): Promise<DataExportRow> {
  const [row] = await tx.insert(dataExports).values({ userId, requestedAt: at }).returning(columns);
  return row!;
}

export async function findLatestDataExport(db: DbOrTx, userId: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row;
}

/** Serialises a person's requests (one archive in the making at a time). */
export async function lockUserForExport(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Claims the oldest waiting archive, or one whose worker stopped more than `staleBefore` ago. */
export async function claimPendingExport(
  db: DbOrTx,
  now: Date,
  staleBefore: Date,
): Promise<DataExportRow | undefined> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`
    update data_exports set claimed_at = ${now.toISOString()}::timestamptz
    where id = (
      select id from data_exports
      where state = 'pending' and (claimed_at is null or claimed_at < ${staleBefore.toISOString()}::timestamptz)
      order by requested_at limit 1 for update skip locked
    ) returning id`,
  );
  const id = rows[0]?.id;
  if (!id) return undefined;
  const [row] = await db.select(columns).from(dataExports).where(eq(dataExports.id, id));
  return row;
}

export async function markExportReady(
  tx: DbOrTx,
  id: string,
  values: { filePath: string; byteSize: number; readyAt: Date; expiresAt: Date },
): Promise<void> {
  await tx
    .update(dataExports)
    .set({ state: 'ready', ...values })
    .where(and(eq(dataExports.id, id), eq(dataExports.state, 'pending')));
}

export async function markExportFailed(db: DbOrTx, id: string): Promise<void> {
  await db.update(dataExports).set({ state: 'failed' }).where(eq(dataExports.id, id));
}

/** Takes the one download: answers the file while the archive is ready and unexpired, once. */
export async function takeDownload(
  db: DbOrTx,
  id: string,
  now: Date,
): Promise<{ filePath: string } | undefined> {
  const [row] = await db
    .update(dataExports)
    .set({ state: 'downloaded', downloadedAt: now })
    .where(
      and(eq(dataExports.id, id), eq(dataExports.state, 'ready'), sql`${dataExports.expiresAt} > ${now}`),
    )
    .returning({ filePath: dataExports.filePath });
  return row?.filePath ? { filePath: row.filePath } : undefined;
}

/** Archives whose file should go: downloaded, or past their link's life (those become expired). */
export async function takeFilesToRemove(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await rawRows<{ file_path: string }>(
    db,
    sql`with gone as (
      select id, file_path from data_exports
      where file_path is not null
        and (state = 'downloaded' or (state = 'ready' and expires_at < ${now.toISOString()}::timestamptz))
      for update skip locked
    )
    update data_exports d set file_path = null,
      state = case when d.state = 'ready' then 'expired' else d.state end
    from gone where d.id = gone.id
    returning gone.file_path`,
  );
  return rows.map((r) => r.file_path);
}

/** The person's account as the archive describes it. */
export async function findAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      createdAt: users.createdAt,
      fullName: profiles.fullName,
      nickname: profiles.nickname,
      plan: profiles.subscriptionPlan,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** What the person wrote on items in folders of other people's trees: ratings, notes, comments, photos. */
export async function findContributionsElsewhere(db: DbOrTx, userId: string) {
  const elsewhere = and(ne(folders.ownerId, userId), itemVisibleTo(userId));
  const [ratings, notes, comments, photos] = await Promise.all([
    db
      .select({
        itemId: items.id,
        itemName: items.name,
        folderName: folders.name,
        rating: itemRatings.rating,
        updatedAt: itemRatings.updatedAt,
      })
      .from(itemRatings)
      .innerJoin(items, eq(items.id, itemRatings.itemId))
      .innerJoin(folders, eq(folders.id, items.folderId))
      .where(and(eq(itemRatings.userId, userId), elsewhere)),
    db
      .select({
        itemId: items.id,
        itemName: items.name,
        folderName: folders.name,
        title: itemNotes.title,
        content: itemNotes.content,
        createdAt: itemNotes.createdAt,
      })
      .from(itemNotes)
      .innerJoin(items, eq(items.id, itemNotes.itemId))
      .innerJoin(folders, eq(folders.id, items.folderId))
      .where(and(eq(itemNotes.creatorId, userId), elsewhere)),
    db
      .select({
        itemId: items.id,
        itemName: items.name,
        folderName: folders.name,
        text: itemComments.text,
        createdAt: itemComments.createdAt,
      })
      .from(itemComments)
      .innerJoin(items, eq(items.id, itemComments.itemId))
      .innerJoin(folders, eq(folders.id, items.folderId))
      .where(and(eq(itemComments.authorId, userId), elsewhere)),
    db
      .select({
        itemId: items.id,
        fileName: itemMedia.fileName,
        filePath: itemMedia.filePath,
        createdAt: itemMedia.createdAt,
      })
      .from(itemMedia)
      .innerJoin(items, eq(items.id, itemMedia.itemId))
      .innerJoin(folders, eq(folders.id, items.folderId))
      .where(and(eq(itemMedia.uploadedBy, userId), elsewhere)),
  ]);
  return { ratings, notes, comments, photos };
}
