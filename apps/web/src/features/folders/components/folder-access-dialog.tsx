import { FOLDER_TEXTS, ORGANISE_ERRORS, UPGRADE_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { UpgradePromptDialog } from '@/components/upgrade-prompt-dialog';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * "Share Folder" and "Manage Access". Basic users get the upgrade prompt naming the feature; for Premium users
 * the dialog says what sharing grants and, plainly, that inviting arrives in a later release.
 */
export function FolderAccessDialog({
  open,
  onOpenChange,
  mode,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  mode: 'share' | 'manage';
}) {
  const { user } = useAuth();
  if (!user?.isPremium) {
    return (
      <UpgradePromptDialog
        open={open}
        onOpenChange={onOpenChange}
        feature={mode === 'share' ? UPGRADE_TEXTS.shareFolder : UPGRADE_TEXTS.manageAccess}
        description={mode === 'share' ? ORGANISE_ERRORS.shareBasic : ORGANISE_ERRORS.manageAccessBasic}
      />
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={mode === 'share' ? FOLDER_TEXTS.shareFolder : FOLDER_TEXTS.manageAccessTitle}
        description={FOLDER_TEXTS.manageAccessDescription}
      >
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
          {FOLDER_TEXTS.sharingLater}
        </p>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{FOLDER_TEXTS.gotIt}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
