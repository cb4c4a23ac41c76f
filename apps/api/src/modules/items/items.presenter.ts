import type { FolderRole, ItemCard, ItemDetail } from '@shortlist/contracts';
import type { ItemAttributeRow, ItemCardRow, ItemRatingRow } from './items.repository';

/** Turns a stored media path into the signed URL browsers load it from (media.service signMediaUrls). */
export type MediaUrl = (path: string) => string;

export function presentItemCard(row: ItemCardRow, mediaUrl: MediaUrl): ItemCard {
  return {
    id: row.id,
    folderId: row.folderId,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    currency: row.currency,
    sourceUrl: row.sourceUrl,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    creator:
      row.creatorId === null
        ? null
        : {
            id: row.creatorId,
            nickname: row.creatorNickname,
            fullName: row.creatorFullName,
            avatarUrl: row.creatorAvatarUrl,
          },
    myRating: row.myRating,
    isPrivate: row.isPrivate,
    needsDetails: row.needsDetails,
    // the first photo's thumbnail is the card's cover
    photoUrl: row.coverPath ? mediaUrl(row.coverPath) : null,
    commentCount: row.commentCount,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export function presentItemDetail(
  row: ItemCardRow,
  attributes: readonly ItemAttributeRow[],
  extra: { folderName: string; isFolderOwner: boolean; myRole: FolderRole },
  mediaUrl: MediaUrl,
  /** Ratings of those who see the item (a private item's creator alone). */
  ratings: readonly ItemRatingRow[],
): ItemDetail {
  return {
    ...presentItemCard(row, mediaUrl),
    folderName: extra.folderName,
    isFolderOwner: extra.isFolderOwner,
    myRole: extra.myRole,
    revision: row.revision,
    attributes: attributes.map((a) => ({ ...a })),
    ratings: ratings.map((r) => ({
      user: { id: r.userId, nickname: r.nickname, fullName: r.fullName, avatarUrl: r.avatarUrl },
      rating: r.rating,
    })),
  };
}
