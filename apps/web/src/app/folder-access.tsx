import { useState } from 'react';
import { ORGANISE_ERRORS, UPGRADE_TEXTS, type FolderSummary } from '@shortlist/contracts';
import { UpgradePromptDialog } from '@/components/upgrade-prompt-dialog';
import { paths } from '@/config/paths';
import { PlanSelectionDialog } from '@/features/billing/components/plan-selection-dialog';
import { ManageFolderAccessDialog } from '@/features/sharing/components/manage-folder-access-dialog';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * "Share Folder" / "Manage Access" for a folder: a Basic user gets the upgrade prompt naming the feature (which
 * opens the plan selection), unless the folder is already shared (a downgraded owner can still see and remove
 * people); everyone else gets the Manage Folder Access dialog.
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
  const [plansOpen, setPlansOpen] = useState(false);
  if (!user?.isPremium && !folder?.isShared) {
    return (
      <>
        <UpgradePromptDialog
          open={open}
          onOpenChange={onOpenChange}
          feature={mode === 'share' ? UPGRADE_TEXTS.shareFolder : UPGRADE_TEXTS.manageAccess}
          description={mode === 'share' ? ORGANISE_ERRORS.shareBasic : ORGANISE_ERRORS.manageAccessBasic}
          onUpgrade={() => setPlansOpen(true)}
        />
        <PlanSelectionDialog
          open={plansOpen}
          onOpenChange={setPlansOpen}
          returnUrl={folder ? paths.folder(folder.id) : paths.app}
        />
      </>
    );
  }
  return <ManageFolderAccessDialog open={open} onOpenChange={onOpenChange} folderId={folder?.id ?? null} />;
}
