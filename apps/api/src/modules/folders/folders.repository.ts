import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemAliasVisibleTo } from '../../db/item-visibility';
import { folders, profiles } from '../../db/schema';

/** What a folder card needs, counts included, as one statement; the item count is of what the viewer sees. */
const summaryColumns = (viewerId: string) => ({
  id: folders.id,
  name: folders.name,
  description: folders.description,
  parentFolderId: folders.parentFolderId,
  ownerId: folders.ownerId,
  ownerNickname: profiles.nickname,
  currency: folders.currency,
  createdAt: folders.createdAt,
  updatedAt: folders.updatedAt,
  subfolderCount: sql<number>`(select count(*)::int from folders s where s.parent_folder_id = ${folders.id})`,
  itemCount: sql<number>`(select count(*)::int from items i where i.folder_id = ${folders.id} and ${itemAliasVisibleTo('i', viewerId)})`,
  hasCollaborators: sql<boolean>`exists(select 1 from folder_collaborators fc where fc.folder_id = ${folders.id})`,
});
export type FolderSummaryRow = {
  id: string;
  name: string;
  description: string | null;
  parentFolderId: string | null;
  ownerId: string;
  ownerNickname: string | null;
  currency: string;
  createdAt: Date;
  updatedAt: Date;
  subfolderCount: number;
  itemCount: number;
  hasCollaborators: boolean;
};

function selectSummaries(db: DbOrTx, viewerId: string, where: SQL | undefined): Promise<FolderSummaryRow[]> {
  return db
    .select(summaryColumns(viewerId))
    .from(folders)
    .leftJoin(profiles, eq(profiles.id, folders.ownerId))
    .where(where)
    .orderBy(desc(folders.createdAt), desc(folders.id));
}

export async function findFolderSummary(
  db: DbOrTx,
  viewerId: string,
  folderId: string,
): Promise<FolderSummaryRow | undefined> {
  const [row] = await selectSummaries(db, viewerId, eq(folders.id, folderId));
  return row;
}

export async function insertFolder(
  db: DbOrTx,
  values: {
    name: string;
    description: string | null;
    ownerId: string;
    parentFolderId: string | null;
    /** Absent: the column's default. */
    currency?: string;
    /** The template it starts from (its checklist shows). */
    templateId?: string;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(folders)
    .values({ ...values, updatedAt: values.createdAt })
    .returning({ id: folders.id });
  return row!.id;
}

export async function updateFolder(
  db: DbOrTx,
  folderId: string,
  values: {
    name?: string;
    description?: string | null;
    parentFolderId?: string | null;
    currency?: string;
    updatedAt: Date;
  },
): Promise<void> {
  await db.update(folders).set(values).where(eq(folders.id, folderId));
}

/** A folder's currency, undefined when there is no such folder. */
export async function findFolderCurrency(db: DbOrTx, folderId: string): Promise<string | undefined> {
  const [row] = await db.select({ currency: folders.currency }).from(folders).where(eq(folders.id, folderId));
  return row?.currency;
}

/** Deletes folders; their subfolders, items and everything hanging off those go with them (FK cascades). */
export async function deleteFolders(db: DbOrTx, folderIds: readonly string[]): Promise<void> {
  await db.delete(folders).where(inArray(folders.id, [...folderIds]));
}

/** Serialises folder moves within one owner's trees, so two crossing moves cannot build a cycle. */
export async function lockOwnerTrees(tx: DbOrTx, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`folders:${ownerId}`}))`);
}
