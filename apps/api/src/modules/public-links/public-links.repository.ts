import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { publicLinks } from '../../db/schema';

const iso = (date: Date) => date.toISOString();

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
  attributes: Array<{ name: string; attributeType: 'text' | 'number'; value: string | null }>;
}

/**
 * The items of the given folders as the public page shows them, newest first: the tree owner's rating, photo
 * paths in upload order, and every attribute of the item's category with its value. Items of archived
 * categories stay out of view, as in the folder itself. One statement.
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
        select json_agg(json_build_object('name', a.name, 'attributeType', a.attribute_type, 'value', v.value)
          order by a.display_order, a.created_at)
        from category_attributes a
        left join item_attribute_values v on v.category_attribute_id = a.id and v.item_id = i.id
        where a.category_id = i.category_id), '[]'::json) as attributes
    from items i
    join categories c on c.id = i.category_id and c.archived_at is null
    left join item_ratings r on r.item_id = i.id and r.user_id = ${ownerId}
    where i.folder_id in (${ids})
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

/** True when the category is the user's own and live. */
export async function isOwnLiveCategory(db: DbOrTx, userId: string, categoryId: string): Promise<boolean> {
  const result = await rawRows<unknown>(
    db,
    sql`
    select 1 from categories where id = ${categoryId} and creator_id = ${userId} and archived_at is null
  `,
  );
  return result.length > 0;
}

/** What a copy needs beyond the public view: each item's category and its photos' stored files. */
export interface CopySources {
  categoryOf: Map<string, string>;
  media: Array<{
    itemId: string;
    fileName: string;
    filePath: string;
    thumbnailPath: string | null;
    mimeType: string;
    fileSize: number;
    width: number | null;
    height: number | null;
    createdAt: string;
  }>;
}

export async function findCopySources(db: DbOrTx, itemIds: readonly string[]): Promise<CopySources> {
  if (itemIds.length === 0) return { categoryOf: new Map(), media: [] };
  const ids = sql.join(
    itemIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const items = await rawRows<{ id: string; category_id: string }>(
    db,
    sql`select id, category_id from items where id in (${ids})`,
  );
  const media = await rawRows<{
    item_id: string;
    file_name: string;
    file_path: string;
    thumbnail_path: string | null;
    mime_type: string;
    file_size: number;
    width: number | null;
    height: number | null;
    created_at: Date | string;
  }>(
    db,
    sql`
    select item_id, file_name, file_path, thumbnail_path, mime_type, file_size, width, height, created_at
    from item_media where item_id in (${ids}) order by created_at, id
  `,
  );
  return {
    categoryOf: new Map(items.map((r) => [r.id, r.category_id])),
    media: media.map((r) => ({
      itemId: r.item_id,
      fileName: r.file_name,
      filePath: r.file_path,
      thumbnailPath: r.thumbnail_path,
      mimeType: r.mime_type,
      fileSize: Number(r.file_size),
      width: r.width === null ? null : Number(r.width),
      height: r.height === null ? null : Number(r.height),
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

/** A category's attribute ids by name (the copied values are matched by attribute name). */
export async function findAttributeIdsByName(db: DbOrTx, categoryId: string): Promise<Map<string, string>> {
  const rows = await rawRows<{ id: string; name: string }>(
    db,
    sql`select id, name from category_attributes where category_id = ${categoryId}`,
  );
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * A copy of a shared item's category for the visitor, with its attributes (name, type, order, rules), so the
 * copied attribute values keep their meaning. Answers the new category and its attribute ids by name.
 */
export async function copyCategory(
  db: DbOrTx,
  input: { sourceCategoryId: string; userId: string; description: string; now: Date },
): Promise<{ id: string; attributeIds: Map<string, string> }> {
  const now = iso(input.now);
  const category = await rawRows<{ id: string }>(
    db,
    sql`
    insert into categories (name, description, creator_id, created_at, updated_at)
    select name, ${input.description}, ${input.userId}::uuid, ${now}::timestamptz, ${now}::timestamptz
    from categories where id = ${input.sourceCategoryId}
    returning id
  `,
  );
  const id = category[0]!.id;
  const attributes = await rawRows<{ id: string; name: string }>(
    db,
    sql`
    insert into category_attributes (category_id, name, display_order, is_required, attribute_type, default_value,
      options, created_at)
    select ${id}::uuid, name, display_order, is_required, attribute_type, default_value, options, created_at
    from category_attributes where category_id = ${input.sourceCategoryId}
    returning id, name
  `,
  );
  return { id, attributeIds: new Map(attributes.map((a) => [a.name, a.id])) };
}

/**
 * "Save a copy": a new top-level folder of the visitor's with copies of the given items (name, description,
 * price, link; the visitor is their creator, in the category chosen per item), their attribute values, notes
 * (only those the link shared) and photos (files already copied to the new items' paths). Ids of the new items
 * are chosen by the caller, who copied the photo files under them. One statement per table.
 */
export async function copyItemsIntoNewFolder(
  db: DbOrTx,
  input: {
    userId: string;
    folderName: string;
    folderDescription: string | null;
    items: ReadonlyArray<{ id: string; sourceId: string; categoryId: string }>;
    values: ReadonlyArray<{ itemId: string; attributeId: string; value: string }>;
    notes: ReadonlyArray<{ itemId: string; title: string; content: string }>;
    media: ReadonlyArray<CopySources['media'][number]>;
    now: Date;
  },
): Promise<{ folderId: string; itemCount: number }> {
  const now = iso(input.now);
  const folder = await rawRows<{ id: string }>(
    db,
    sql`
    insert into folders (name, description, owner_id, parent_folder_id, created_at, updated_at)
    values (${input.folderName}, ${input.folderDescription}, ${input.userId}, null, ${now}::timestamptz,
      ${now}::timestamptz)
    returning id
  `,
  );
  const folderId = folder[0]!.id;
  if (input.items.length === 0) return { folderId, itemCount: 0 };
  const rows = sql.join(
    input.items.map((i) => sql`(${i.id}::uuid, ${i.sourceId}::uuid, ${i.categoryId}::uuid)`),
    sql`, `,
  );
  const copied = await rawRows<{ id: string }>(
    db,
    sql`
    insert into items (id, name, description, folder_id, price_cents, currency, source_url, category_id,
      creator_id, created_at, updated_at)
    select v.id, i.name, i.description, ${folderId}::uuid, i.price_cents, i.currency, i.source_url, v.category_id,
      ${input.userId}::uuid, ${now}::timestamptz, ${now}::timestamptz
    from (values ${rows}) as v(id, source_id, category_id) join items i on i.id = v.source_id
    returning id
  `,
  );
  if (input.values.length > 0)
    await rawRows(
      db,
      sql`
      insert into item_attribute_values (item_id, category_attribute_id, value, updated_at)
      values ${sql.join(
        input.values.map(
          (v) => sql`(${v.itemId}::uuid, ${v.attributeId}::uuid, ${v.value}, ${now}::timestamptz)`,
        ),
        sql`, `,
      )}
    `,
    );
  if (input.notes.length > 0)
    await rawRows(
      db,
      sql`
      insert into item_notes (item_id, title, content, creator_id, created_at, updated_at)
      values ${sql.join(
        input.notes.map(
          (n) =>
            sql`(${n.itemId}::uuid, ${n.title}, ${n.content}, ${input.userId}::uuid, ${now}::timestamptz, ${now}::timestamptz)`,
        ),
        sql`, `,
      )}
    `,
    );
  if (input.media.length > 0)
    await rawRows(
      db,
      sql`
      insert into item_media (item_id, file_name, file_path, thumbnail_path, mime_type, file_size, width, height,
        uploaded_by, created_at)
      values ${sql.join(
        input.media.map(
          (m) =>
            sql`(${m.itemId}::uuid, ${m.fileName}, ${m.filePath}, ${m.thumbnailPath}, ${m.mimeType}, ${m.fileSize},
              ${m.width}, ${m.height}, ${input.userId}::uuid, ${m.createdAt}::timestamptz)`,
        ),
        sql`, `,
      )}
    `,
    );
  return { folderId, itemCount: copied.length };
}
