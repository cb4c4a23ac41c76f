import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FolderPlus, Plus, Trash2 } from 'lucide-react';
import {
  ACTIVITY_TEXTS,
  DECIDE_TEXTS,
  FOLDER_TEXTS,
  type FolderDetail,
  type FolderSummary,
  ORGANISE_SUCCESS,
  roleAllows,
} from '@shortlist/contracts';
import { FolderAccess } from '@/app/folder-access';
import { MoveDndContext } from '@/components/dnd/move-dnd-kit';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { CompareButtons, CompareHintDialogs } from '@/features/compare/components/compare-actions';
import { CompareSelectionBar } from '@/features/compare/components/compare-selection-bar';
import { useCompareSelection } from '@/features/compare/hooks/use-compare-selection';
import { PlanSelectionDialog } from '@/features/billing/components/plan-selection-dialog';
import { useFolderDecisions } from '@/features/decide/hooks/use-folder-decisions';
import { useDeleteFolders } from '@/features/folders/api/delete-folders';
import { useFolder, type ItemSort } from '@/features/folders/api/get-folder';
import { FolderActionsMenu } from '@/features/folders/components/folder-actions-menu';
import { FolderCard } from '@/features/folders/components/folder-card';
import { CreateSubfolderDialog, EditFolderDialog } from '@/features/folders/components/folder-dialogs';
import { MoveToDialog } from '@/features/folders/components/move-to-dialog';
import { RootDropZone } from '@/features/folders/components/root-drop-zone';
import { useContentSelection } from '@/features/folders/hooks/use-content-selection';
import { BulkAddDialog } from '@/features/capture/components/bulk-add-dialog';
import { ExportMenu } from '@/features/import-export/components/export-menu';
import { ImportDialog } from '@/features/import-export/components/import-dialog';
import { AddItemDialog } from '@/features/items/components/add-item-dialog';
import { LazyWebhooksDialog } from '@/features/webhooks/components/lazy-webhooks-dialog';
import { ItemCard } from '@/features/items/components/item-card';
import { ItemSortControls } from '@/features/items/components/item-sort-controls';
import { usePriceTrends } from '@/features/link-import/api/get-price-trends';
import { FillFromLink } from '@/features/link-import/components/fill-from-link';
import { PriceTrendBadge } from '@/features/link-import/components/price-trend-badge';
import { UpcomingSteps } from '@/features/next-steps/components/upcoming-steps';
import { MuteFolderButton } from '@/features/notifications/components/mute-folder-button';
import { PublicLinkDialog } from '@/features/public-links/components/public-link-dialog';
import { FolderChecklist } from '@/features/templates/components/folder-checklist';
import { TemplatePicker } from '@/features/templates/components/template-picker';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { FolderContents } from './folder/folder-contents';
import { FolderHeader } from './folder/folder-header';
import { useDeleteSelected } from './folder/use-delete-selected';
import { useMove } from './folder/use-move';

/** /app/folder/:folderId: one page per folder; its state starts afresh when the folder changes. */
export default function FolderRoute() {
  const { folderId = '' } = useParams();
  return <FolderPage key={folderId} folderId={folderId} />;
}

function FolderPage({ folderId }: { folderId: string }) {
  const [sort, setSort] = useState<ItemSort>({ sort: 'date', order: 'desc' });
  const { data, error, isLoading } = useFolder(folderId, sort);

  if (isLoading && !data) return <Spinner label={FOLDER_TEXTS.loading} className="py-16" />;
  // a 404 after the page was shown (the person lost the folder, or it was deleted: the live stream revalidates)
  // ends the page; a passing network error keeps what was shown
  const gone = error?.status === 404;
  if (!data || gone) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <EmptyState
          title={FOLDER_TEXTS.folderLoadError}
          description={error ? errorMessage(error) : undefined}
          action={
            <Button asChild variant="outline">
              <Link to={paths.app}>{FOLDER_TEXTS.back}</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return <FolderView detail={data} sort={sort} onSortChange={setSort} />;
}

/** The page's dialogs; one opens at a time. */
type OpenDialog = 'subfolder' | 'edit' | 'add-item' | 'delete-folder' | 'delete-selected' | 'webhooks';

/**
 * The folder page composes the features: each one's state lives in its own hook (delete selection, compare
 * selection, moves) and each one's part of the page is one element below. A new feature adds its element
 * (a link in the header, a button in the toolbar, a marker on the item card, a dialog).
 */
function FolderView({
  detail,
  sort,
  onSortChange,
}: {
  detail: FolderDetail;
  sort: ItemSort;
  onSortChange(sort: ItemSort): void;
}) {
  const { folder, breadcrumb, subfolders, items } = detail;
  const navigate = useNavigate();
  const { user } = useAuth();
  const isPremium = !!user?.isPremium;
  const deleteFolders = useDeleteFolders();
  // drop / rise markers on the item cards; the cards show without them while they load
  const { data: trendData } = usePriceTrends(folder.id);
  const trends = new Map((trendData?.trends ?? []).map((t) => [t.itemId, t]));
  // statuses (filter, sort, badge), sparklines and "good deal" from the decision
  const decisions = useFolderDecisions(folder.id);

  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [access, setAccess] = useState<{ mode: 'share' | 'manage'; folder: FolderSummary } | null>(null);
  // the Upgrade to Premium dialog, from the Collaborative Ratings upgrade prompt
  const [plansOpen, setPlansOpen] = useState(false);
  const selection = useContentSelection();
  const deleteSelected = useDeleteSelected(selection);
  const compare = useCompareSelection({ isPremium, isShared: folder.isShared });
  const { moving, setMoving, move } = useMove();
  const compareType = compare.type;

  const isOwner = folder.isOwned;
  // the role table of contracts: viewers and raters get the folder without its editing controls
  const canEdit = roleAllows(folder.myRole, 'edit');
  // the owner always has Delete (folders §2); with nothing to select it is disabled, as Compare Items is
  const nothingToDelete = subfolders.length === 0 && items.length === 0;
  const parent = breadcrumb.at(-1);
  const backTo = parent ? paths.folder(parent.id) : paths.app;
  const dialogProps = (name: OpenDialog) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) =>
      setDialog((current) => (open ? name : current === name ? null : current)),
  });

  return (
    <MoveDndContext onMove={(entity, target) => void move(entity, target.folderId)}>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6">
        <FolderHeader
          detail={detail}
          backTo={backTo}
          links={
            <>
              <Button asChild size="sm" variant="outline">
                <Link to={paths.decide(folder.id)}>{DECIDE_TEXTS.tab}</Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to={paths.activity(folder.id)}>{ACTIVITY_TEXTS.tab}</Link>
              </Button>
              {isOwner && <PublicLinkDialog folderId={folder.id} />}
              <MuteFolderButton folderId={folder.id} />
            </>
          }
          actions={
            <FolderActionsMenu
              isOwner={isOwner}
              isPremium={isPremium}
              onEdit={canEdit ? () => setDialog('edit') : undefined}
              onManageAccess={() => setAccess({ mode: 'manage', folder })}
              onDelete={() => setDialog('delete-folder')}
              onWebhooks={() => setDialog('webhooks')}
            />
          }
        />
        {isOwner && <FolderChecklist folderId={folder.id} />}

        {decisions.banner(canEdit)}
        <UpcomingSteps folderId={folder.id} />

        {/* five actions do not fit beside the search below 1536 px: stack them rather than wrap half a row */}
        <div className="flex flex-col gap-3 2xl:flex-row 2xl:items-center 2xl:justify-between">
          <SearchInput
            className="w-full sm:max-w-md"
            placeholder={FOLDER_TEXTS.searchContents}
            value={search}
            onValueChange={setSearch}
          />
          {/* a phone gets a tidy grid (Add Item, two half-width buttons, then full rows), wider screens one row */}
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap [&>*]:px-3">
            {compareType ? null : selection.selecting ? (
              <>
                <Button variant="outline" onClick={selection.stop}>
                  {FOLDER_TEXTS.cancel}
                </Button>
                <Button
                  variant="destructive"
                  disabled={selection.count === 0}
                  onClick={() => setDialog('delete-selected')}
                >
                  <Trash2 aria-hidden />
                  {FOLDER_TEXTS.deleteSelected(selection.count)}
                </Button>
              </>
            ) : (
              <>
                {canEdit && (
                  <>
                    {/* the main action leads on a phone (a full row), and comes last in the row on wider screens */}
                    <Button className="col-span-2 sm:order-last" onClick={() => setDialog('add-item')}>
                      <Plus aria-hidden />
                      {FOLDER_TEXTS.addItem}
                    </Button>
                    <BulkAddDialog folderId={folder.id} />
                    <ImportDialog folderId={folder.id} />
                    <Button variant="outline" onClick={() => setDialog('subfolder')}>
                      <FolderPlus aria-hidden />
                      {FOLDER_TEXTS.createSubfolder}
                    </Button>
                  </>
                )}
                <CompareButtons itemCount={items.length} isPremium={isPremium} onStart={compare.start} />
                <ExportMenu folderId={folder.id} folderName={folder.name} />
                {isOwner && (
                  <Button
                    variant="outline"
                    className="col-span-2"
                    disabled={nothingToDelete}
                    title={nothingToDelete ? FOLDER_TEXTS.nothingToDelete : undefined}
                    onClick={selection.start}
                  >
                    <Trash2 aria-hidden />
                    {FOLDER_TEXTS.delete}
                  </Button>
                )}
              </>
            )}
          </div>
        </div>

        {compareType && (
          <CompareSelectionBar
            type={compareType}
            count={compare.ids.length}
            onCancel={compare.stop}
            onStart={() => navigate(paths.compare(folder.id, compare.ids, compareType))}
          />
        )}

        <FolderContents
          subfolders={subfolders}
          items={items}
          search={search}
          sortControls={
            <div className="flex flex-wrap items-center gap-3">
              {decisions.controls}
              <ItemSortControls sort={sort.sort} order={sort.order} onChange={onSortChange} />
            </div>
          }
          arrangeItems={decisions.arrange}
          onAddItem={canEdit ? () => setDialog('add-item') : undefined}
          renderFolder={(sub) => (
            <FolderCard
              folder={sub}
              openLabel={FOLDER_TEXTS.openSubfolder}
              shareLabel={FOLDER_TEXTS.shareSubfolder}
              selecting={selection.selecting}
              selected={selection.folderIds.has(sub.id)}
              onSelectedChange={(on) => selection.setFolder(sub.id, on)}
              onShare={() => setAccess({ mode: 'share', folder: sub })}
              onMoveTo={() => setMoving({ kind: 'folder', id: sub.id, name: sub.name, parentId: folder.id })}
            />
          )}
          renderItem={(item) => (
            <ItemCard
              item={item}
              {...(compareType
                ? compare.cardProps(item)
                : {
                    selecting: selection.selecting && isOwner,
                    selected: selection.itemIds.has(item.id),
                    onSelectedChange: (on: boolean) => selection.setItem(item.id, on),
                  })}
              onMoveTo={
                canEdit
                  ? () => setMoving({ kind: 'item', id: item.id, name: item.name, parentId: folder.id })
                  : undefined
              }
              priceMarker={<PriceTrendBadge trend={trends.get(item.id)} />}
              marker={decisions.marker(item.id)}
            />
          )}
        />
        <RootDropZone />
      </div>

      <CreateSubfolderDialog {...dialogProps('subfolder')} parentFolderId={folder.id} />
      <EditFolderDialog {...dialogProps('edit')} folder={folder} />
      {isOwner && <LazyWebhooksDialog {...dialogProps('webhooks')} folderId={folder.id} />}
      <AddItemDialog
        {...dialogProps('add-item')}
        folderId={folder.id}
        currency={folder.currency}
        linkFill={(slot) => <FillFromLink {...slot} />}
        noCategory={<TemplatePicker folderId={folder.id} className="sm:grid-cols-2 lg:grid-cols-2" />}
      />
      <FolderAccess
        folder={access?.folder ?? null}
        open={access !== null}
        onOpenChange={(open) => !open && setAccess(null)}
        mode={access?.mode ?? 'share'}
      />
      <CompareHintDialogs
        hint={compare.hint}
        onClose={compare.closeHint}
        onUpgrade={() => setPlansOpen(true)}
      />
      <PlanSelectionDialog open={plansOpen} onOpenChange={setPlansOpen} returnUrl={paths.folder(folder.id)} />
      <MoveToDialog
        entity={moving}
        onOpenChange={(open) => !open && setMoving(null)}
        onMove={(entity, targetId) => move(entity, targetId)}
      />
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
      <ConfirmDialog
        {...dialogProps('delete-selected')}
        title={FOLDER_TEXTS.deleteSelectedTitle}
        description={FOLDER_TEXTS.deleteSelectedDescription(selection.folderIds.size, selection.itemIds.size)}
        onConfirm={deleteSelected}
      />
    </MoveDndContext>
  );
}
