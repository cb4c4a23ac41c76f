import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type ChainRow,
  chainsJson,
  chainsOf,
  folderChainCte,
  itemChainsCte,
} from '../../access/access.repository';
import type { DbOrTx } from '../../db/client';
import { itemAliasVisibleTo, itemVisibleTo } from '../../db/item-visibility';
import { rawRows } from '../../db/raw-rows';
import {
  categories,
  categoryAttributes,
  itemAttributeValues,
  itemRatings,
  items,
  profiles,
} from '../../db/schema';

export interface CompareItemRow {
  id: string;
  folderId: string;
  name: string;
  description: string | null;
  priceCents: number | null;
  currency: string;
  categoryName: string;
  creatorId: string | null;
  creatorFullName: string | null;
  creatorNickname: string | null;
  myRating: number | null;
  createdAt: Date;
}

function selectItems(db: DbOrTx, viewerId: string) {
  return db
    .select({
      id: items.id,
      folderId: items.folderId,
      name: items.name,
      description: items.description,
      priceCents: items.priceCents,
      currency: items.currency,
      categoryName: categories.name,
      creatorId: items.creatorId,
      creatorFullName: profiles.fullName,
      creatorNickname: profiles.nickname,
      myRating: itemRatings.rating,
      createdAt: items.createdAt,
    })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .leftJoin(profiles, eq(profiles.id, items.creatorId))
    .leftJoin(itemRatings, and(eq(itemRatings.itemId, items.id), eq(itemRatings.userId, viewerId)));
}

/** The compared items with creator and the viewer's rating (items of archived categories are out of view). */
export function findCompareItems(
  db: DbOrTx,
  viewerId: string,
  itemIds: readonly string[],
): Promise<CompareItemRow[]> {
  return selectItems(db, viewerId).where(
    and(inArray(items.id, [...itemIds]), isNull(categories.archivedAt), itemVisibleTo(viewerId)),
  );
}

/** A folder's own items the viewer sees, newest first, for the collaborative-compare page. */
export function findFolderItems(db: DbOrTx, viewerId: string, folderId: string): Promise<CompareItemRow[]> {
  return selectItems(db, viewerId)
    .where(and(eq(items.folderId, folderId), isNull(categories.archivedAt), itemVisibleTo(viewerId)))
    .orderBy(desc(items.createdAt), asc(items.id));
}

export interface CompareAttributeRow {
  itemId: string;
  name: string;
  attributeType: 'text' | 'number';
  displayOrder: number;
  value: string | null;
}

/** Every attribute of each item's category with the item's value or null: one statement for all items. */
export function findCompareAttributes(
  db: DbOrTx,
  itemIds: readonly string[],
): Promise<CompareAttributeRow[]> {
  return db
    .select({
      itemId: items.id,
      name: categoryAttributes.name,
      attributeType: categoryAttributes.attributeType,
      displayOrder: categoryAttributes.displayOrder,
      value: itemAttributeValues.value,
    })
    .from(items)
    .innerJoin(categoryAttributes, eq(categoryAttributes.categoryId, items.categoryId))
    .leftJoin(
      itemAttributeValues,
      and(
        eq(itemAttributeValues.itemId, items.id),
        eq(itemAttributeValues.categoryAttributeId, categoryAttributes.id),
      ),
    )
    .where(inArray(items.id, [...itemIds]))
    .orderBy(asc(categoryAttributes.displayOrder), asc(categoryAttributes.createdAt));
}

export interface MemberRatingRow {
  userId: string;
  fullName: string | null;
  nickname: string | null;
  itemId: string | null;
  rating: number | null;
}

/**
 * The given members' profiles with their ratings of the given items (a member who rated nothing comes back
 * once with a null item): one statement.
 */
export function findMemberRatings(
  db: DbOrTx,
  memberIds: readonly string[],
  itemIds: readonly string[],
): Promise<MemberRatingRow[]> {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: profiles.id,
      fullName: profiles.fullName,
      nickname: profiles.nickname,
      itemId: itemRatings.itemId,
      rating: itemRatings.rating,
    })
    .from(profiles)
    .leftJoin(
      itemRatings,
      and(
        eq(itemRatings.userId, profiles.id),
        itemIds.length > 0 ? inArray(itemRatings.itemId, [...itemIds]) : isNull(itemRatings.itemId),
      ),
    )
    .where(inArray(profiles.id, [...memberIds]));
}

/** A comparison as `readComparison` reads it: access chains, items, attributes, people and their ratings. */
export interface ComparisonRead {
  /** The folder's chain (accessFromChain decides from it). */
  folderChain: ChainRow[];
  /** The chains of the compared items' folders, by item (an item not visible to the viewer has none). */
  itemChains: ChainRow[];
  /** The compared items the viewer sees, in no order. */
  items: Array<Omit<CompareItemRow, 'createdAt'>>;
  attributes: CompareAttributeRow[];
  /** Profiles of everyone the chains name (the members are among them). */
  people: Array<{ userId: string; fullName: string | null; nickname: string | null }>;
  /** Their ratings of the compared items. */
  ratings: Array<{ itemId: string; userId: string; rating: number }>;
}

/**
 * A comparison in ONE statement (decision 0031): the folder's access chain, the chains of the items' folders,
 * the items (with creator and the viewer's rating; items of archived categories are out of view), every
 * attribute of each item's category with the item's value or null, and the profiles and ratings of the people
 * the chains name (the collaborative mode's members are among them), each part as json built by PostgreSQL.
 */
export async function readComparison(
  db: DbOrTx,
  viewerId: string,
  folderId: string,
  itemIds: readonly string[],
): Promise<ComparisonRead> {
  const ids = sql.join(
    itemIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [row] = await rawRows<Record<keyof ComparisonRead, unknown>>(
    db,
    sql`with recursive ${folderChainCte(sql`${folderId}::uuid`)},
      ${itemChainsCte('item_chain', viewerId, itemIds)},
      people as (select user_id from chain_people union select user_id from item_chain_people)
    select ${chainsJson('chain')} as "folderChain", ${chainsJson('item_chain')} as "itemChains",
      coalesce((select json_agg(json_build_object('id', i.id::text, 'folderId', i.folder_id::text,
          'name', i.name, 'description', i.description, 'priceCents', i.price_cents, 'currency', i.currency,
          'categoryName', c.name, 'creatorId', i.creator_id::text, 'creatorFullName', p.full_name,
          'creatorNickname', p.nickname, 'myRating', r.rating))
        from items i join categories c on c.id = i.category_id
        left join profiles p on p.id = i.creator_id
        left join item_ratings r on r.item_id = i.id and r.user_id = ${viewerId}::uuid
        where i.id in (${ids}) and c.archived_at is null and ${itemAliasVisibleTo('i', viewerId)}), '[]'::json)
        as "items",
      coalesce((select json_agg(json_build_object('itemId', i.id::text, 'name', ca.name,
          'attributeType', ca.attribute_type, 'displayOrder', ca.display_order, 'value', v.value)
          order by ca.display_order, ca.created_at)
        from items i join category_attributes ca on ca.category_id = i.category_id
        left join item_attribute_values v on v.item_id = i.id and v.category_attribute_id = ca.id
        where i.id in (${ids})), '[]'::json) as "attributes",
      coalesce((select json_agg(json_build_object('userId', p.id::text, 'fullName', p.full_name,
          'nickname', p.nickname))
        from profiles p where p.id in (select user_id from people)), '[]'::json) as "people",
      coalesce((select json_agg(json_build_object('itemId', r.item_id::text, 'userId', r.user_id::text,
          'rating', r.rating))
        from item_ratings r where r.item_id in (${ids}) and r.user_id in (select user_id from people)), '[]'::json)
        as "ratings"`,
  );
  const parsed = <T>(v: unknown, empty: T): T => (typeof v === 'string' ? JSON.parse(v) : (v ?? empty)) as T;
  return {
    folderChain: chainsOf(row?.folderChain),
    itemChains: chainsOf(row?.itemChains),
    items: parsed(row?.items, []),
    attributes: parsed(row?.attributes, []),
    people: parsed(row?.people, []),
    ratings: parsed(row?.ratings, []),
  };
}
