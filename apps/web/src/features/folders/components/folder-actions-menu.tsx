import { Lock, Pencil, Settings2, Trash2, Users, Webhook } from 'lucide-react';
import { FOLDER_TEXTS, WEBHOOK_TEXTS } from '@shortlist/contracts';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/**
 * The folder page's action menu: edit, manage access ("(Premium)" for Basic users), delete. Someone who does
 * not own the folder can still edit it (collaborators have full edit access) and sees a disabled "View Only"
 * in place of sharing and deleting.
 */
export function FolderActionsMenu({
  isOwner,
  isPremium,
  onEdit,
  onManageAccess,
  onDelete,
  onWebhooks,
}: {
  isOwner: boolean;
  isPremium: boolean;
  /** Absent: the viewer's role may not rename the folder. */
  onEdit?(): void;
  onManageAccess(): void;
  onDelete(): void;
  /** The owner's webhook settings; absent: no such entry. */
  onWebhooks?(): void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* a visible label: edit and delete were hidden behind an unnamed icon */}
        <Button variant="outline" size="sm">
          <Settings2 aria-hidden />
          {FOLDER_TEXTS.folderActions}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {onEdit && (
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden />
            {FOLDER_TEXTS.editFolder}
          </DropdownMenuItem>
        )}
        {isOwner ? (
          <>
            <DropdownMenuItem onSelect={onManageAccess}>
              <Users aria-hidden />
              {FOLDER_TEXTS.manageAccess}
              {!isPremium && FOLDER_TEXTS.premiumSuffix}
            </DropdownMenuItem>
            {onWebhooks && (
              <DropdownMenuItem onSelect={onWebhooks}>
                <Webhook aria-hidden />
                {WEBHOOK_TEXTS.menuItem}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={onDelete} className="text-destructive">
              <Trash2 aria-hidden />
              {FOLDER_TEXTS.deleteFolder}
            </DropdownMenuItem>
          </>
        ) : (
          <DropdownMenuItem disabled>
            <Lock aria-hidden />
            {FOLDER_TEXTS.viewOnly}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
