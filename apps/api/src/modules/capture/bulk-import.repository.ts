import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { BulkEntryState } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import { itemVisibleTo } from '../../db/item-visibility';
import { rawRows } from '../../db/raw-rows';
import { bulkImportEntries, bulkImports, items } from '../../db/schema';

const iso = (date: Date) => date.toISOString();

export interface BulkImportRow {
  id: string;
  folderId: string;
  categoryId: string;
  userId: string;
  createdAt: Date;
}

export interface BulkEntryRow {
  id: string;
  position: number;
  url: string;
  state: BulkEntryState;
  error: string | null;
  name: string | null;
  itemId: string | null;
  /** Its item was added without a required value and still lacks it. */
  needsDetails: boolean;
}

/** A waiting line a worker has claimed, with what it needs to add the item as the user who pasted it. */
export interface ClaimedEntry {
  id: string;
  url: string;
  manualName: string | null;
  folderId: string;
  categoryId: string;
  userId: string;
  email: string;
  plan: string | null;
}

/**
 * The links of a folder's items the user sees, with each item's id (for duplicate checks: others' private
 * items are not told).
 */
export async function findFolderSourceUrls(
  db: DbOrTx,
  userId: string,
  folderId: string,
): Promise<Array<{ url: string; itemId: string }>> {
  const rows = await db
    .select({ url: items.sourceUrl, itemId: items.id })
    .from(items)
    .where(and(eq(items.folderId, folderId), isNotNull(items.sourceUrl), itemVisibleTo(userId)))
    .orderBy(asc(items.createdAt));
  return rows.map((r) => ({ url: r.url!, itemId: r.itemId }));
}

export async function insertBulkImport(
  db: DbOrTx,
  values: { folderId: string; categoryId: string; userId: string; createdAt: Date },
  entries: Array<{
    position: number;
    url: string;
    state: BulkEntryState;
    error: string | null;
    itemId: string | null;
  }>,
): Promise<string> {
  const [row] = await db.insert(bulkImports).values(values).returning({ id: bulkImports.id });
  const id = row!.id;
  await db
    .insert(bulkImportEntries)
    .values(entries.map((e) => ({ ...e, bulkImportId: id, updatedAt: values.createdAt })));
  return id;
}

export async function findBulkImport(db: DbOrTx, id: string): Promise<BulkImportRow | undefined> {
  const [row] = await db
    .select({
      id: bulkImports.id,
      folderId: bulkImports.folderId,
      categoryId: bulkImports.categoryId,
      userId: bulkImports.userId,
      createdAt: bulkImports.createdAt,
    })
    .from(bulkImports)
    .where(eq(bulkImports.id, id));
  return row;
}

/** A bulk add's lines; "needs details" is read from each added item, so it clears when the item is completed. */
export function findBulkEntries(db: DbOrTx, bulkImportId: string): Promise<BulkEntryRow[]> {
  return db
    .select({
      id: bulkImportEntries.id,
      position: bulkImportEntries.position,
      url: bulkImportEntries.url,
      state: bulkImportEntries.state,
      error: bulkImportEntries.error,
      name: bulkImportEntries.name,
      itemId: bulkImportEntries.itemId,
      needsDetails: sql<boolean>`coalesce(${bulkImportEntries.state} = 'added' and ${items.needsDetails}, false)`,
    })
    .from(bulkImportEntries)
    .leftJoin(items, eq(items.id, bulkImportEntries.itemId))
    .where(eq(bulkImportEntries.bulkImportId, bulkImportId))
    .orderBy(asc(bulkImportEntries.position));
}

/** Puts a failed line back in the queue with a corrected link; false when it is not a failed line of the import. */
export async function requeueFailedEntry(
  db: DbOrTx,
  input: {
    bulkImportId: string;
    entryId: string;
    url: string;
    manualName: string | null;
    state: BulkEntryState;
    error: string | null;
    /** The folder's item a corrected link duplicates. */
    itemId: string | null;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(bulkImportEntries)
    .set({
      url: input.url,
      manualName: input.manualName,
      state: input.state,
      error: input.error,
      itemId: input.itemId,
      name: null,
      lockedUntil: null,
      updatedAt: input.now,
    })
    .where(
      and(
        eq(bulkImportEntries.id, input.entryId),
        eq(bulkImportEntries.bulkImportId, input.bulkImportId),
        eq(bulkImportEntries.state, 'failed'),
      ),
    )
    .returning({ id: bulkImportEntries.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` waiting lines in one statement (FOR UPDATE SKIP LOCKED plus a lease), oldest first, so
 * that any number of workers share the queue without reading a line twice; a crashed worker's lease lapses.
 */
export async function claimWaitingEntries(
  db: DbOrTx,
  input: { now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedEntry[]> {
  const result = await rawRows<{
    id: string;
    url: string;
    manual_name: string | null;
    folder_id: string;
    category_id: string;
    user_id: string;
    email: string;
    subscription_plan: string | null;
  }>(
    db,
    sql`
    with due as (
      select e.id from bulk_import_entries e
      where e.state = 'waiting'
        and (e.locked_until is null or e.locked_until <= ${iso(input.now)}::timestamptz)
      order by e.updated_at, e.position
      limit ${input.limit}
      for update of e skip locked
    )
    update bulk_import_entries s
    set locked_until = ${iso(input.leaseUntil)}::timestamptz
    from due, bulk_imports b, users u
    left join profiles p on p.id = u.id
    where s.id = due.id and b.id = s.bulk_import_id and u.id = b.user_id
    returning s.id, s.url, s.manual_name, b.folder_id, b.category_id, b.user_id, u.email, p.subscription_plan
  `,
  );
  return result.map((r) => ({
    id: r.id,
    url: r.url,
    manualName: r.manual_name,
    folderId: r.folder_id,
    categoryId: r.category_id,
    userId: r.user_id,
    email: r.email,
    plan: r.subscription_plan,
  }));
}

/** Records a line's progress; the lease is released. */
export async function updateEntryState(
  db: DbOrTx,
  entryId: string,
  values: {
    state: BulkEntryState;
    error?: string | null;
    name?: string | null;
    itemId?: string | null;
    now: Date;
  },
): Promise<void> {
  const { now, ...rest } = values;
  await db
    .update(bulkImportEntries)
    .set({ ...rest, lockedUntil: null, updatedAt: now })
    .where(eq(bulkImportEntries.id, entryId));
}
