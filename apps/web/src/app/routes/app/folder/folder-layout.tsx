import { type ReactNode, useState } from 'react';
import { Outlet, useLocation, useMatch, useNavigate, useParams } from 'react-router';
import {
  APP_ROUTES,
  FOLDER_TEXTS,
  type FolderDetail,
  ORGANISE_SUCCESS,
  roleAllows,
} from '@shortlist/contracts';
import { FolderAccess } from '@/app/folder-access';
import { MoveDndContext } from '@/components/dnd/move-dnd-kit';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useUnreadActivity } from '@/features/activity/hooks/use-unread-activity';
import { useDeleteFolders } from '@/features/folders/api/delete-folders';
import { useFolder, type ItemSort } from '@/features/folders/api/get-folder';
import { FolderActionsMenu } from '@/features/folders/components/folder-actions-menu';
import { EditFolderDialog } from '@/features/folders/components/folder-dialogs';
import { FolderTabs } from '@/features/folders/components/folder-tabs';
import { MoveToDialog } from '@/features/folders/components/move-to-dialog';
import { MuteFolderButton } from '@/features/notifications/components/mute-folder-button';
import { PublicLinkDialog } from '@/features/public-links/components/public-link-dialog';
import { LazyWebhooksDialog } from '@/features/webhooks/components/lazy-webhooks-dialog';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { FolderHeader } from './folder-header';
import { type FolderView, FolderViewContext } from './folder-view-context';
import { useMove } from './use-move';

/**
 * The frame of a folder's five views (Items, Table, Compare, Decide, Activity): one header with the folder's
 * actions and the tab bar, and the view below. It stays mounted while the person switches tabs, so the
 * folder's read, the Items tab's sort and search and the last comparison are there when they come back; a
 * new folder starts afresh.
 */
export function FolderLayout({ children }: { children?: ReactNode }) {
  const { folderId = '' } = useParams();
  return (
    <FolderFrame key={folderId} folderId={folderId}>
      {children ?? <Outlet />}
    </FolderFrame>
  );
}

function FolderFrame({ folderId, children }: { folderId: string; children: ReactNode }) {
  const [sort, setSort] = useState<ItemSort>({ sort: 'date', order: 'desc' });
  const [search, setSearch] = useState('');
  const read = useFolder(folderId, sort);
  const moves = useMove();
  const view: FolderView = { folderId, read, sort, setSort, search, setSearch, moves };
  // a 404 (the person lost the folder, or it is gone) leaves each view to say so in its own words
  const detail = read.error?.status === 404 ? undefined : read.data;

  return (
    <FolderViewContext.Provider value={view}>
      <MoveDndContext onMove={(entity, target) => void moves.move(entity, target.folderId)}>
        {detail && <FolderTop detail={detail} />}
        {children}
      </MoveDndContext>
      <MoveToDialog
        entity={moves.moving}
        onOpenChange={(open) => !open && moves.setMoving(null)}
        onMove={(entity, targetId) => moves.move(entity, targetId)}
      />
    </FolderViewContext.Provider>
  );
}

type HeaderDialog = 'edit' | 'delete-folder' | 'webhooks';

/** The header: title, the folder's own actions (public link, mute, the actions menu) and the tabs. */
function FolderTop({ detail }: { detail: FolderDetail }) {
  const { folder, breadcrumb, items } = detail;
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const deleteFolders = useDeleteFolders();
  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  const [accessOpen, setAccessOpen] = useState(false);
  const onActivity = useMatch(APP_ROUTES.activity) !== null;
  const onCompare = useMatch(APP_ROUTES.compare) !== null;
  const unread = useUnreadActivity(folder.id, onActivity);
  // the comparison last looked at, for the Compare tab to return to
  const [compareSearch, setCompareSearch] = useState('');
  if (onCompare && location.search !== compareSearch) setCompareSearch(location.search);

  const isOwner = folder.isOwned;
  const canEdit = roleAllows(folder.myRole, 'edit');
  const parent = breadcrumb.at(-1);
  const backTo = parent ? paths.folder(parent.id) : paths.app;
  const dialogProps = (name: HeaderDialog) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) =>
      setDialog((current) => (open ? name : current === name ? null : current)),
  });

  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 pt-6 print:hidden">
      <FolderHeader
        detail={detail}
        backTo={backTo}
        actions={
          <>
            {isOwner && <PublicLinkDialog folderId={folder.id} />}
            <MuteFolderButton folderId={folder.id} />
            <FolderActionsMenu
              isOwner={isOwner}
              isPremium={!!user?.isPremium}
              onEdit={canEdit ? () => setDialog('edit') : undefined}
              onManageAccess={() => setAccessOpen(true)}
              onDelete={() => setDialog('delete-folder')}
              onWebhooks={() => setDialog('webhooks')}
            />
          </>
        }
      />
      <FolderTabs
        folderId={folder.id}
        itemCount={items.length}
        unreadActivity={unread}
        compareSearch={compareSearch}
      />

      <EditFolderDialog {...dialogProps('edit')} folder={folder} />
      {isOwner && <LazyWebhooksDialog {...dialogProps('webhooks')} folderId={folder.id} />}
      <FolderAccess folder={folder} open={accessOpen} onOpenChange={setAccessOpen} mode="manage" />
      <ConfirmDialog
        {...dialogProps('delete-folder')}
        title={FOLDER_TEXTS.deleteFolderTitle}
        description={FOLDER_TEXTS.deleteFolderDescription(folder.name)}
        onConfirm={async () => {
          try {
            await deleteFolders([folder.id]);
            toast.success(ORGANISE_SUCCESS.foldersDeleted(1));
            navigate(backTo);
          } catch (err) {
            toast.error(errorMessage(err));
          }
        }}
      />
    </div>
  );
}
