import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { folderCollaborators, folders, profiles } from '../../db/schema';

/** Rows of a raw statement, whichever driver ran it. */
export async function rawRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** One folder on the way from a start folder up to its root. */
export interface ChainRow {
  /** The folder (or item) the walk started from. */
  startId: string;
  id: string;
  name: string;
  parentFolderId: string | null;
  ownerId: string;
  /** 0 for the start folder, 1 for its parent… */
  depth: number;
  /** Users with a collaborator row on this very folder. */
  collaboratorIds: string[];
}

function idList(ids: readonly string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/**
 * The ancestor chains of several starting points in ONE recursive statement. `start` selects
 * (start_id, id, name, parent_folder_id, owner_id) of the first folder of each chain.
 */
async function selectChains(db: DbOrTx, start: SQL): Promise<ChainRow[]> {
  const rows = await rawRows<ChainRow>(
    db,
    sql`with recursive chain(start_id, id, name, parent_folder_id, owner_id, depth) as (
      ${start}
      union all
      select c.start_id, p.id, p.name, p.parent_folder_id, p.owner_id, c.depth + 1
      from chain c join folders p on p.id = c.parent_folder_id
    )
    select c.start_id::text as "startId", c.id::text as "id", c.name as "name",
      c.parent_folder_id::text as "parentFolderId", c.owner_id::text as "ownerId", c.depth as "depth",
      coalesce(
        (select array_agg(fc.user_id::text) from folder_collaborators fc where fc.folder_id = c.id),
        '{}'::text[]
      ) as "collaboratorIds"
    from chain c
    order by c.start_id, c.depth`,
  );
  return rows.map((r) => ({ ...r, depth: Number(r.depth) }));
}

/** Chains of folders, keyed by the folder ids given. */
export function findFolderChains(db: DbOrTx, folderIds: readonly string[]): Promise<ChainRow[]> {
  if (folderIds.length === 0) return Promise.resolve([]);
  return selectChains(
    db,
    sql`select f.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0 from folders f
      where f.id in (${idList(folderIds)})`,
  );
}

/** Chains of the folders holding the given items, keyed by item id. */
export function findItemFolderChains(db: DbOrTx, itemIds: readonly string[]): Promise<ChainRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return selectChains(
    db,
    sql`select i.id, f.id, f.name, f.parent_folder_id, f.owner_id, 0
      from items i join folders f on f.id = i.folder_id
      where i.id in (${idList(itemIds)})`,
  );
}

/** What a folder card needs, counts included, as one statement. */
const summaryColumns = {
  id: folders.id,
  name: folders.name,
  description: folders.description,
  parentFolderId: folders.parentFolderId,
  ownerId: folders.ownerId,
  ownerNickname: profiles.nickname,
  createdAt: folders.createdAt,
  updatedAt: folders.updatedAt,
  subfolderCount: sql<number>`(select count(*)::int from folders s where s.parent_folder_id = ${folders.id})`,
  itemCount: sql<number>`(select count(*)::int from items i where i.folder_id = ${folders.id})`,
  hasCollaborators: sql<boolean>`exists(select 1 from folder_collaborators fc where fc.folder_id = ${folders.id})`,
};
export type FolderSummaryRow = {
  id: string;
  name: string;
  description: string | null;
  parentFolderId: string | null;
  ownerId: string;
  ownerNickname: string | null;
  createdAt: Date;
  updatedAt: Date;
  subfolderCount: number;
  itemCount: number;
  hasCollaborators: boolean;
};

function selectSummaries(db: DbOrTx, where: SQL | undefined): Promise<FolderSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(folders)
    .leftJoin(profiles, eq(profiles.id, folders.ownerId))
    .where(where)
    .orderBy(desc(folders.createdAt), desc(folders.id));
}

/** Escapes LIKE wildcards so a search matches literally. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The home list: the user's top-level folders and top-level folders shared with them, newest first. */
export function findHomeFolders(db: DbOrTx, userId: string, q?: string): Promise<FolderSummaryRow[]> {
  const visible = and(
    isNull(folders.parentFolderId),
    or(
      eq(folders.ownerId, userId),
      sql`exists(select 1 from ${folderCollaborators} fc where fc.folder_id = ${folders.id} and fc.user_id = ${userId})`,
    ),
  );
  const search = q
    ? sql`(${folders.name} ilike ${likePattern(q)} or ${folders.description} ilike ${likePattern(q)})`
    : undefined;
  return selectSummaries(db, and(visible, search));
}

/** A folder and its direct subfolders (newest first) in one statement. */
export function findFolderWithSubfolders(db: DbOrTx, folderId: string): Promise<FolderSummaryRow[]> {
  return selectSummaries(db, or(eq(folders.id, folderId), eq(folders.parentFolderId, folderId)));
}

export async function findFolderSummary(db: DbOrTx, folderId: string): Promise<FolderSummaryRow | undefined> {
  const [row] = await selectSummaries(db, eq(folders.id, folderId));
  return row;
}

export async function insertFolder(
  db: DbOrTx,
  values: {
    name: string;
    description: string | null;
    ownerId: string;
    parentFolderId: string | null;
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
  values: { name?: string; description?: string | null; parentFolderId?: string | null; updatedAt: Date },
): Promise<void> {
  await db.update(folders).set(values).where(eq(folders.id, folderId));
}

/** Deletes folders; their subfolders, items and everything hanging off those go with them (FK cascades). */
export async function deleteFolders(db: DbOrTx, folderIds: readonly string[]): Promise<void> {
  await db.delete(folders).where(inArray(folders.id, [...folderIds]));
}

/** Serialises folder moves within one owner's trees, so two crossing moves cannot build a cycle. */
export async function lockOwnerTrees(tx: DbOrTx, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`folders:${ownerId}`}))`);
}
