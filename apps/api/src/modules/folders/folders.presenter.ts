import type { FolderRole, FolderSummary } from '@shortlist/contracts';
import type { FolderSummaryRow } from './folders.repository';

/**
 * A folder card for the viewer. `inheritedShared`: an ancestor has collaborators. `parentVisible`: the viewer
 * may open the parent (a collaborator's shared folder shows as if it had none). `role`: the viewer's role there.
 */
export function presentFolderSummary(
  row: FolderSummaryRow,
  viewerId: string,
  options: { inheritedShared: boolean; parentVisible: boolean; role: FolderRole },
): FolderSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    parentFolderId: options.parentVisible ? row.parentFolderId : null,
    ownerId: row.ownerId,
    ownerNickname: row.ownerNickname,
    currency: row.currency,
    isOwned: row.ownerId === viewerId,
    myRole: options.role,
    isShared: options.inheritedShared || Boolean(row.hasCollaborators),
    subfolderCount: Number(row.subfolderCount),
    itemCount: Number(row.itemCount),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
