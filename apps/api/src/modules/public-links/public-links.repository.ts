import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AttributeType, Preference } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import { itemAliasShared } from '../../db/item-visibility';
import { rawRows } from '../../db/raw-rows';
import { publicLinks } from '../../db/schema';

export interface PublicLinkRow {
  id: string;
  folderId: string;
  token: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
  includeNotes: boolean;
  includeSubfolders: boolean;
  viewCount: number;
  createdAt: Date;
}

const columns = {
  id: publicLinks.id,
  folderId: publicLinks.folderId,
  token: publicLinks.token,
  expiresAt: publicLinks.expiresAt,
  revokedAt: publicLinks.revokedAt,
  includeNotes: publicLinks.includeNotes,
  includeSubfolders: publicLinks.includeSubfolders,
  viewCount: publicLinks.viewCount,
  createdAt: publicLinks.createdAt,
};

/** The folder's live (not revoked) link, expired or not. */
export async function findLiveLink(db: DbOrTx, folderId: string): Promise<PublicLinkRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(publicLinks)
    .where(and(eq(publicLinks.folderId, folderId), isNull(publicLinks.revokedAt)));
  return row;
}

/** Revokes the folder's live link; answers how many were revoked (0 or 1). */
export async function revokeLiveLink(db: DbOrTx, folderId: string, now: Date): Promise<number> {
  const rows = await db
    .update(publicLinks)
    .set({ revokedAt: now })
    .where(and(eq(publicLinks.folderId, folderId), isNull(publicLinks.revokedAt)))
    .returning({ id: publicLinks.id });
  return rows.length;
}

export async function insertLink(
  db: DbOrTx,
  values: {
    folderId: string;
    token: string;
    tokenHash: string;
    createdBy: string;
    expiresAt: Date | null;
    includeNotes: boolean;
    includeSubfolders: boolean;
    createdAt: Date;
  },
): Promise<PublicLinkRow> {
  const [row] = await db.insert(publicLinks).values(values).returning(columns);
  return row!;
}

export interface ResolvedLinkRow extends PublicLinkRow {
  /** The tree owner's plan: a link works while its owner is Premium. */
  ownerPlan: string | null;
  ownerId: string;
  ownerDeleted: boolean;
}

/** A link by the SHA-256 of its token (the database compares digests, never the token), with its owner. */
export async function findLinkByHash(db: DbOrTx, tokenHash: string): Promise<ResolvedLinkRow | undefined> {
  const result = await rawRows<{
    id: string;
    folder_id: string;
    token: string;
    expires_at: string | Date | null;
    revoked_at: string | Date | null;
    include_notes: boolean;
    include_subfolders: boolean;
    view_count: number;
    created_at: string | Date;
    owner_id: string;
    subscription_plan: string | null;
    owner_deleted: boolean;
  }>(
    db,
    sql`
    select l.id, l.folder_id, l.token, l.expires_at, l.revoked_at, l.include_notes, l.include_subfolders,
      l.view_count, l.created_at, f.owner_id, p.subscription_plan, u.deleted_at is not null as owner_deleted
    from public_links l
    join folders f on f.id = l.folder_id
    join users u on u.id = f.owner_id
    left join profiles p on p.id = f.owner_id
    where l.token_hash = ${tokenHash}
  `,
  );
  const r = result[0];
  if (!r) return undefined;
  return {
    id: r.id,
    folderId: r.folder_id,
    token: r.token,
    expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
    revokedAt: r.revoked_at === null ? null : new Date(r.revoked_at),
    includeNotes: r.include_notes,
    includeSubfolders: r.include_subfolders,
    viewCount: Number(r.view_count),
    createdAt: new Date(r.created_at),
    ownerId: r.owner_id,
    ownerPlan: r.subscription_plan,
    ownerDeleted: r.owner_deleted,
  };
}

export async function countView(db: DbOrTx, linkId: string): Promise<void> {
  await db
    .update(publicLinks)
    .set({ viewCount: sql`${publicLinks.viewCount} + 1` })
    .where(eq(publicLinks.id, linkId));
}

export interface SharedFolderRow {
  id: string;
  name: string;
  description: string | null;
  parentFolderId: string | null;
  depth: number;
}

/** The shared folder, and (when asked) every folder below it, depth first by name. One statement. */
export async function findSharedFolders(
  db: DbOrTx,
  folderId: string,
  withSubfolders: boolean,
): Promise<SharedFolderRow[]> {
  const result = await rawRows<{
    id: string;
    name: string;
    description: string | null;
    parent_folder_id: string | null;
    depth: number;
  }>(
    db,
    sql`
    with recursive tree(id, depth, sort_path) as (
      select f.id, 0, array[]::text[] from folders f where f.id = ${folderId}
      union all
      select c.id, t.depth + 1, t.sort_path || (c.name || ':' || c.id::text)
      from folders c join tree t on c.parent_folder_id = t.id
      where ${withSubfolders ? sql`true` : sql`false`}
    )
    select f.id, f.name, f.description, f.parent_folder_id, t.depth
    from tree t join folders f on f.id = t.id
    order by t.sort_path
  `,
  );
  return result.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    parentFolderId: r.parent_folder_id,
    depth: Number(r.depth),
  }));
}

export interface SharedItemRow {
  id: string;
  folderId: string;
  name: string;
  description: string | null;
  priceCents: number | null;
  currency: string;
  sourceUrl: string | null;
  categoryName: string;
  rating: number | null;
  photoPaths: string[];
  attributes: Array<{
    name: string;
    attributeType: AttributeType;
    unit: string | null;
    preference: Preference;
    options: string[];
    value: string | null;
  }>;
}

/**
 * The items of the given folders as the public page shows them, newest first: the tree owner's rating, photo
 * paths in upload order, and every attribute of the item's category with its value. Items of archived
 * categories stay out of view, as in the folder itself, and private items never show. One
 * statement.
 */
export async function findSharedItems(
  db: DbOrTx,
  folderIds: readonly string[],
  ownerId: string,
): Promise<SharedItemRow[]> {
  if (folderIds.length === 0) return [];
  const ids = sql.join(
    folderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await rawRows<{
    id: string;
    folder_id: string;
    name: string;
    description: string | null;
    price_cents: number | null;
    currency: string;
    source_url: string | null;
    category_name: string;
    rating: number | null;
    photo_paths: string[] | string;
    attributes: SharedItemRow['attributes'] | string;
  }>(
    db,
    sql`
    select i.id, i.folder_id, i.name, i.description, i.price_cents, i.currency, i.source_url,
      c.name as category_name, r.rating,
      coalesce((select json_agg(m.file_path order by m.created_at, m.id) from item_media m where m.item_id = i.id),
        '[]'::json) as photo_paths,
      coalesce((
        select json_agg(json_build_object('name', a.name, 'attributeType', a.attribute_type, 'unit', a.unit,
          'preference', a.preference, 'options', a.options, 'value', v.value)
          order by a.display_order, a.created_at)
        from category_attributes a
        left join item_attribute_values v on v.category_attribute_id = a.id and v.item_id = i.id
        where a.category_id = i.category_id), '[]'::json) as attributes
    from items i
    join categories c on c.id = i.category_id and c.archived_at is null
    left join item_ratings r on r.item_id = i.id and r.user_id = ${ownerId}
    where i.folder_id in (${ids}) and ${itemAliasShared('i')}
    order by i.created_at desc, i.id
  `,
  );
  const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return result.map((r) => ({
    id: r.id,
    folderId: r.folder_id,
    name: r.name,
    description: r.description,
    priceCents: r.price_cents === null ? null : Number(r.price_cents),
    currency: r.currency,
    sourceUrl: r.source_url,
    categoryName: r.category_name,
    rating: r.rating === null ? null : Number(r.rating),
    photoPaths: json(r.photo_paths),
    attributes: json(r.attributes),
  }));
}

/** The notes of the given items, oldest first (only read when the link includes notes). */
export async function findSharedNotes(
  db: DbOrTx,
  itemIds: readonly string[],
): Promise<Array<{ itemId: string; title: string; content: string }>> {
  if (itemIds.length === 0) return [];
  const ids = sql.join(
    itemIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await rawRows<{ item_id: string; title: string; content: string }>(
    db,
    sql`
    select item_id, title, content from item_notes where item_id in (${ids}) order by created_at, id
  `,
  );
  return result.map((r) => ({ itemId: r.item_id, title: r.title, content: r.content }));
}
