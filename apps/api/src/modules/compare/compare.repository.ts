import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  type ChainRow,
  chainsJsonText,
  chainsOf,
  folderChainCteText,
  itemChainsCteText,
} from '../../access/access.repository';
import type { Database, DbOrTx } from '../../db/client';
import { itemAliasVisibleToText, itemVisibleTo } from '../../db/item-visibility';
import { preparedRows, type PreparedStatement } from '../../db/prepared';
import type { SessionAndFingerprint } from '../../http/revision';
import {
  type RawSessionRow,
  SESSION_COLUMNS,
  SESSION_FROM,
  sessionRow,
  treesFingerprintSql,
} from '../../http/revision.repository';
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
 * The compared items, `$3`: their ids joined by commas (a fixed statement for any number of items), read in a
 * sub-select so the planner never sees them. Seeing them (five ids, folded into a constant array), it costed
 * every plan for five items and the generic plan (ten, a guess) higher, so PostgreSQL kept planning the whole
 * statement on every request (about two thirds of its CPU); unseen, the two costs are the same and the
 * prepared statement runs its generic plan from the sixth execution on (decision 0038).
 */
const ITEM_IDS = `(select string_to_array($3::text, ',')::uuid[])::uuid[]`;

/**
 * A comparison in ONE prepared statement (decisions 0028, 0031): the session user `$1`, the fingerprint of the
 * folder `$2` and the items' trees (the answer's ETag), the folder's access chain, the chains of the items'
 * folders, the items (with creator and the viewer's rating; items of archived categories are out of view), every
 * attribute of each item's category with the item's value or null, and the profiles and ratings of the people
 * the chains name (the collaborative mode's members are among them), as one json value built by PostgreSQL.
 */
const COMPARISON: PreparedStatement = {
  name: 'read_comparison',
  text: `select ${SESSION_COLUMNS},
    ${treesFingerprintSql('array[$2::uuid]', ITEM_IDS)} as "fingerprint",
    (with recursive ${folderChainCteText('$2::uuid')},
      ${itemChainsCteText('item_chain', '$1::uuid', ITEM_IDS)},
      people as (select user_id from chain_people union select user_id from item_chain_people)
    select json_build_object(
      'folderChain', ${chainsJsonText('chain')}, 'itemChains', ${chainsJsonText('item_chain')},
      'items', coalesce((select json_agg(json_build_object('id', i.id::text, 'folderId', i.folder_id::text,
          'name', i.name, 'description', i.description, 'priceCents', i.price_cents, 'currency', i.currency,
          'categoryName', c.name, 'creatorId', i.creator_id::text, 'creatorFullName', p.full_name,
          'creatorNickname', p.nickname, 'myRating', r.rating))
        from items i join categories c on c.id = i.category_id
        left join profiles p on p.id = i.creator_id
        left join item_ratings r on r.item_id = i.id and r.user_id = $1::uuid
        where i.id = any(${ITEM_IDS}) and c.archived_at is null and ${itemAliasVisibleToText('i', '$1::uuid')}),
        '[]'::json),
      'attributes', coalesce((select json_agg(json_build_object('itemId', i.id::text, 'name', ca.name,
          'attributeType', ca.attribute_type, 'displayOrder', ca.display_order, 'value', v.value)
          order by ca.display_order, ca.created_at)
        from items i join category_attributes ca on ca.category_id = i.category_id
        -- the value by its key, one lookup per attribute: a join let a plan that guessed more items hash the
        -- whole values table (9 ms of a 10 ms read)
        left join lateral (select v.value from item_attribute_values v
          where v.item_id = i.id and v.category_attribute_id = ca.id limit 1) v on true
        where i.id = any(${ITEM_IDS})), '[]'::json),
      'people', coalesce((select json_agg(json_build_object('userId', p.id::text, 'fullName', p.full_name,
          'nickname', p.nickname))
        from profiles p where p.id in (select user_id from people)), '[]'::json),
      'ratings', coalesce((select json_agg(json_build_object('itemId', r.item_id::text, 'userId', r.user_id::text,
          'rating', r.rating))
        from item_ratings r where r.item_id = any(${ITEM_IDS}) and r.user_id in (select user_id from people)),
        '[]'::json))
    ) as "comparison"
    ${SESSION_FROM}`,
};

/** The session row, the fingerprint and the comparison of `readInOneStatement`'s one statement. */
export async function readComparison(
  database: Database,
  viewerId: string,
  folderId: string,
  itemIds: readonly string[],
): Promise<(SessionAndFingerprint & { comparison: ComparisonRead }) | undefined> {
  const [raw] = await preparedRows<RawSessionRow & { comparison: unknown }>(database, COMPARISON, [
    viewerId,
    folderId,
    itemIds.join(','),
  ]);
  if (!raw) return undefined;
  const json = (typeof raw.comparison === 'string' ? JSON.parse(raw.comparison) : raw.comparison) as Record<
    keyof ComparisonRead,
    unknown
  >;
  const { comparison: _, ...session } = raw;
  return {
    ...sessionRow(session),
    comparison: {
      folderChain: chainsOf(json.folderChain),
      itemChains: chainsOf(json.itemChains),
      items: (json.items ?? []) as ComparisonRead['items'],
      attributes: (json.attributes ?? []) as CompareAttributeRow[],
      people: (json.people ?? []) as ComparisonRead['people'],
      ratings: (json.ratings ?? []) as ComparisonRead['ratings'],
    },
  };
}
