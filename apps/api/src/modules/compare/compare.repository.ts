import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemVisibleTo } from '../../db/item-visibility';
import { categories, itemRatings, items, profiles } from '../../db/schema';

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

/** A folder's own items the viewer sees, newest first, for the collaborative-compare page. */
export function findFolderItems(db: DbOrTx, viewerId: string, folderId: string): Promise<CompareItemRow[]> {
  return selectItems(db, viewerId)
    .where(and(eq(items.folderId, folderId), isNull(categories.archivedAt), itemVisibleTo(viewerId)))
    .orderBy(desc(items.createdAt), asc(items.id));
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
