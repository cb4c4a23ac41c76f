import type { Category } from '@shortlist/contracts';
import type { AttributeRow, CategoryRow } from './categories.repository';

/** Categories with their attributes; `ownedShared` says whether the viewer's own categories reach others. */
export function presentCategories(
  rows: readonly CategoryRow[],
  attributes: readonly AttributeRow[],
  viewerId: string,
  ownedShared: boolean,
): Category[] {
  const byCategory = new Map<string, AttributeRow[]>();
  for (const attribute of attributes) {
    const list = byCategory.get(attribute.categoryId) ?? [];
    list.push(attribute);
    byCategory.set(attribute.categoryId, list);
  }
  return rows.map((row) => {
    const isOwned = row.creatorId === viewerId;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      creatorId: row.creatorId,
      creatorNickname: row.creatorNickname,
      isOwned,
      isShared: isOwned ? ownedShared : true,
      usageCount: Number(row.usageCount),
      attributes: (byCategory.get(row.id) ?? []).map((a) => ({
        id: a.id,
        name: a.name,
        displayOrder: a.displayOrder,
        isRequired: a.isRequired,
        attributeType: a.attributeType,
        defaultValue: a.defaultValue,
        options: a.options,
        unit: a.unit,
        preference: a.preference,
      })),
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
    };
  });
}
