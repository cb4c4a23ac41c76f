import type { FolderSummary } from '@shortlist/contracts';
import { FolderAccessDialog } from '@/features/folders/components/folder-access-dialog';
import { ManageFolderAccessDialog } from '@/features/sharing/components/manage-folder-access-dialog';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * "Share Folder" / "Manage Access" for a folder: a Basic user gets the upgrade prompt naming the feature,
 * unless the folder is already shared (a downgraded owner can still see and remove people); everyone else
 * gets the Manage Folder Access dialog.
 */
export function FolderAccess({
  folder,
  open,
  onOpenChange,
  mode,
}: {
  folder: Pick<FolderSummary, 'id' | 'isShared'> | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  mode: 'share' | 'manage';
}) {
  const { user } = useAuth();
  if (!user?.isPremium && !folder?.isShared)
    return <FolderAccessDialog open={open} onOpenChange={onOpenChange} mode={mode} />;
  return <ManageFolderAccessDialog open={open} onOpenChange={onOpenChange} folderId={folder?.id ?? null} />;
}
