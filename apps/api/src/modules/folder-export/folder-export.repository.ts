import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemVisibleTo } from '../../db/item-visibility';
import {
  categories,
  categoryAttributes,
  decisionRecords,
  folders,
  itemAttributeValues,
  itemComments,
  itemDecisionStates,
  itemMedia,
  itemNextSteps,
  itemNotes,
  itemRatings,
  items,
  profiles,
} from '../../db/schema';

export async function findFolderRow(db: DbOrTx, folderId: string) {
  const [row] = await db
    .select({
      id: folders.id,
      name: folders.name,
      description: folders.description,
      currency: folders.currency,
      createdAt: folders.createdAt,
    })
    .from(folders)
    .where(eq(folders.id, folderId));
  return row;
}

/** The folders a person owns (every folder of their trees), oldest first. */
export function findOwnedFolderIds(db: DbOrTx, userId: string): Promise<Array<{ id: string }>> {
  return db
    .select({ id: folders.id })
    .from(folders)
    .where(eq(folders.ownerId, userId))
    .orderBy(asc(folders.createdAt), asc(folders.id));
}

export function findPeople(db: DbOrTx, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: profiles.id, fullName: profiles.fullName, nickname: profiles.nickname })
    .from(profiles)
    .where(inArray(profiles.id, [...userIds]));
}

/** The folder's items the viewer may see, oldest first, with their status. */
export function findExportItems(db: DbOrTx, viewerId: string, folderId: string) {
  return db
    .select({
      id: items.id,
      name: items.name,
      description: items.description,
      sourceUrl: items.sourceUrl,
      priceCents: items.priceCents,
      currency: items.currency,
      categoryId: items.categoryId,
      isPrivate: items.isPrivate,
      createdAt: items.createdAt,
      updatedAt: items.updatedAt,
      status: itemDecisionStates.status,
      statusReason: itemDecisionStates.statusReason,
    })
    .from(items)
    .leftJoin(itemDecisionStates, eq(itemDecisionStates.itemId, items.id))
    .where(and(eq(items.folderId, folderId), itemVisibleTo(viewerId)))
    .orderBy(asc(items.createdAt), asc(items.id));
}

export async function findExportCategories(db: DbOrTx, categoryIds: readonly string[]) {
  if (categoryIds.length === 0) return { rows: [], attributes: [] };
  const ids = [...categoryIds];
  const [rows, attributes] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, description: categories.description })
      .from(categories)
      .where(inArray(categories.id, ids)),
    db
      .select({
        id: categoryAttributes.id,
        categoryId: categoryAttributes.categoryId,
        name: categoryAttributes.name,
        attributeType: categoryAttributes.attributeType,
        isRequired: categoryAttributes.isRequired,
        options: categoryAttributes.options,
        displayOrder: categoryAttributes.displayOrder,
      })
      .from(categoryAttributes)
      .where(inArray(categoryAttributes.categoryId, ids))
      .orderBy(asc(categoryAttributes.displayOrder), asc(categoryAttributes.createdAt)),
  ]);
  return { rows, attributes };
}

/** Everything hanging off the items: values, ratings, notes, steps, comments, photos. Six statements. */
export async function findItemParts(db: DbOrTx, itemIds: readonly string[]) {
  if (itemIds.length === 0)
    return { values: [], ratings: [], notes: [], steps: [], comments: [], photos: [] };
  const ids = [...itemIds];
  const [values, ratings, notes, steps, comments, photos] = await Promise.all([
    db
      .select({
        itemId: itemAttributeValues.itemId,
        attributeId: itemAttributeValues.categoryAttributeId,
        value: itemAttributeValues.value,
      })
      .from(itemAttributeValues)
      .where(inArray(itemAttributeValues.itemId, ids)),
    db
      .select({
        itemId: itemRatings.itemId,
        userId: itemRatings.userId,
        rating: itemRatings.rating,
        updatedAt: itemRatings.updatedAt,
      })
      .from(itemRatings)
      .where(inArray(itemRatings.itemId, ids))
      .orderBy(asc(itemRatings.createdAt)),
    db
      .select({
        itemId: itemNotes.itemId,
        title: itemNotes.title,
        content: itemNotes.content,
        authorId: itemNotes.creatorId,
        createdAt: itemNotes.createdAt,
        updatedAt: itemNotes.updatedAt,
      })
      .from(itemNotes)
      .where(inArray(itemNotes.itemId, ids))
      .orderBy(asc(itemNotes.createdAt)),
    db
      .select({
        itemId: itemNextSteps.itemId,
        text: itemNextSteps.text,
        completed: itemNextSteps.completed,
        completedAt: itemNextSteps.completedAt,
        createdAt: itemNextSteps.createdAt,
      })
      .from(itemNextSteps)
      .where(inArray(itemNextSteps.itemId, ids))
      .orderBy(asc(itemNextSteps.createdAt)),
    db
      .select({
        itemId: itemComments.itemId,
        text: itemComments.text,
        authorId: itemComments.authorId,
        createdAt: itemComments.createdAt,
      })
      .from(itemComments)
      .where(inArray(itemComments.itemId, ids))
      .orderBy(asc(itemComments.createdAt)),
    db
      .select({
        itemId: itemMedia.itemId,
        fileName: itemMedia.fileName,
        filePath: itemMedia.filePath,
        mimeType: itemMedia.mimeType,
        uploadedBy: itemMedia.uploadedBy,
        createdAt: itemMedia.createdAt,
      })
      .from(itemMedia)
      .where(inArray(itemMedia.itemId, ids))
      .orderBy(asc(itemMedia.createdAt)),
  ]);
  return { values, ratings, notes, steps, comments, photos };
}

/** The folder's recorded decisions, oldest first, with the chosen item's name while it exists. */
export function findDecisionRecords(db: DbOrTx, folderId: string) {
  return db
    .select({
      itemId: decisionRecords.itemId,
      itemName: items.name,
      decidedBy: decisionRecords.decidedBy,
      decidedAt: decisionRecords.decidedAt,
      reopenedAt: decisionRecords.reopenedAt,
      snapshot: decisionRecords.snapshot,
    })
    .from(decisionRecords)
    .leftJoin(items, eq(items.id, decisionRecords.itemId))
    .where(eq(decisionRecords.folderId, folderId))
    .orderBy(asc(decisionRecords.decidedAt));
}
