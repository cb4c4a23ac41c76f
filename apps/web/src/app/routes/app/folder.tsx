import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Ellipsis, FolderPlus, Plus, Trash2 } from 'lucide-react';
import { FOLDER_TEXTS, type FolderDetail, type FolderSummary, roleAllows } from '@shortlist/contracts';
import { FolderAccess } from '@/app/folder-access';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { CompareButtons, CompareHintDialogs } from '@/features/compare/components/compare-actions';
import { CompareSelectionBar } from '@/features/compare/components/compare-selection-bar';
import { useCompareSelection } from '@/features/compare/hooks/use-compare-selection';
import { PlanSelectionDialog } from '@/features/billing/components/plan-selection-dialog';
import { useDecision } from '@/features/decide/api/get-decision';
import { useFolderDecisions } from '@/features/decide/hooks/use-folder-decisions';
import { FolderCard } from '@/features/folders/components/folder-card';
import { CreateSubfolderDialog } from '@/features/folders/components/folder-dialogs';
import { RootDropZone } from '@/features/folders/components/root-drop-zone';
import { useContentSelection } from '@/features/folders/hooks/use-content-selection';
import { FOLDER_VIEW_TEXTS } from '@/features/folders/lib/folder-view-texts';
import { BulkAddDialog } from '@/features/capture/components/bulk-add-dialog';
import { ExportMenu } from '@/features/import-export/components/export-menu';
import { ImportDialog } from '@/features/import-export/components/import-dialog';
import { AddItemDialog } from '@/features/items/components/add-item-dialog';
import { ItemCard } from '@/features/items/components/item-card';
import { ItemSortControls } from '@/features/items/components/item-sort-controls';
import { cardRanks } from '@/features/items/lib/card-ranks';
import { usePriceTrends } from '@/features/link-import/api/get-price-trends';
import { FillFromLink } from '@/features/link-import/components/fill-from-link';
import { PriceTrendBadge } from '@/features/link-import/components/price-trend-badge';
import { UpcomingSteps } from '@/features/next-steps/components/upcoming-steps';
import { FolderChecklist } from '@/features/templates/components/folder-checklist';
import { TemplatePicker } from '@/features/templates/components/template-picker';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { FolderContents } from './folder/folder-contents';
import { useFolderView } from './folder/folder-view-context';
import { useDeleteSelected } from './folder/use-delete-selected';

/** /app/folder/:folderId, the Items tab: the folder's subfolders and items (FolderLayout draws the header). */
export default function FolderRoute() {
  const { read } = useFolderView();
  const { data, error, isLoading } = read;

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
  return <FolderItems detail={data} />;
}

/** The tab's dialogs; one opens at a time. */
type OpenDialog = 'subfolder' | 'add-item' | 'delete-selected';

/**
 * The Items tab composes the features: each one's state lives in its own hook (delete selection, compare
 * selection) and each one's part of the page is one element below. One primary action (Add Item) beside the
 * search; the other tools in a secondary row, which a phone folds behind "More actions" so the first item
 * shows on the first screen.
 */
function FolderItems({ detail }: { detail: FolderDetail }) {
  const { folder, subfolders, items } = detail;
  const { sort, setSort, search, setSearch, moves } = useFolderView();
  const navigate = useNavigate();
  const { user } = useAuth();
  const isPremium = !!user?.isPremium;
  // drop / rise markers on the item cards; the cards show without them while they load
  const { data: trendData } = usePriceTrends(folder.id);
  const trends = new Map((trendData?.trends ?? []).map((t) => [t.itemId, t]));
  // statuses (filter, sort, badge), sparklines and "good deal" from the decision
  const decisions = useFolderDecisions(folder.id);
  // the cards' ranks, from the same decision view (swr shares the read)
  const rankOf = cardRanks(useDecision(folder.id, 'mine').data);

  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [sharing, setSharing] = useState<FolderSummary | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  // the Upgrade to Premium dialog, from the Collaborative Ratings upgrade prompt
  const [plansOpen, setPlansOpen] = useState(false);
  const toolsId = useId();
  const selection = useContentSelection();
  const deleteSelected = useDeleteSelected(selection);
  const compare = useCompareSelection({ isPremium, isShared: folder.isShared });
  const compareType = compare.type;

  const isOwner = folder.isOwned;
  // the role table of contracts: viewers and raters get the folder without its editing controls
  const canEdit = roleAllows(folder.myRole, 'edit');
  // the owner always has Delete (folders §2); with nothing to select it is disabled, as Compare Items is
  const nothingToDelete = subfolders.length === 0 && items.length === 0;
  const normalMode = !compareType && !selection.selecting;
  const dialogProps = (name: OpenDialog) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) =>
      setDialog((current) => (open ? name : current === name ? null : current)),
  });

  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-4">
        {decisions.banner(canEdit)}

        <div className="grid gap-2">
          <div className="flex items-center gap-2">
            <SearchInput
              className="min-w-0 flex-1 sm:max-w-md"
              placeholder={FOLDER_TEXTS.searchContents}
              value={search}
              onValueChange={setSearch}
            />
            {normalMode && canEdit && (
              <Button className="sm:order-last sm:ml-auto" onClick={() => setDialog('add-item')}>
                <Plus aria-hidden />
                {FOLDER_TEXTS.addItem}
              </Button>
            )}
            {normalMode && (
              <Button
                variant="outline"
                size="icon"
                className="sm:hidden"
                aria-label={FOLDER_VIEW_TEXTS.moreTools}
                aria-expanded={moreOpen}
                aria-controls={toolsId}
                onClick={() => setMoreOpen(!moreOpen)}
              >
                <Ellipsis aria-hidden />
              </Button>
            )}
          </div>

          {selection.selecting && !compareType && (
            <div className="flex flex-wrap gap-2">
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
            </div>
          )}
          {normalMode && (
            <div
              id={toolsId}
              role="group"
              aria-label={FOLDER_VIEW_TEXTS.toolbarLabel}
              className={cn('flex-wrap items-center gap-2 sm:flex', moreOpen ? 'flex' : 'hidden')}
            >
              {canEdit && (
                <>
                  <Button variant="outline" onClick={() => setDialog('subfolder')}>
                    <FolderPlus aria-hidden />
                    {FOLDER_TEXTS.createSubfolder}
                  </Button>
                  <BulkAddDialog folderId={folder.id} />
                  <ImportDialog folderId={folder.id} />
                </>
              )}
              <CompareButtons itemCount={items.length} isPremium={isPremium} onStart={compare.start} />
              <ExportMenu folderId={folder.id} folderName={folder.name} />
              {isOwner && (
                <Button
                  variant="outline"
                  disabled={nothingToDelete}
                  title={nothingToDelete ? FOLDER_TEXTS.nothingToDelete : undefined}
                  onClick={selection.start}
                >
                  <Trash2 aria-hidden />
                  {FOLDER_TEXTS.delete}
                </Button>
              )}
            </div>
          )}
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
              <ItemSortControls sort={sort.sort} order={sort.order} onChange={setSort} />
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
              onShare={() => setSharing(sub)}
              onMoveTo={() =>
                moves.setMoving({ kind: 'folder', id: sub.id, name: sub.name, parentId: folder.id })
              }
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
                  ? () => moves.setMoving({ kind: 'item', id: item.id, name: item.name, parentId: folder.id })
                  : undefined
              }
              priceMarker={<PriceTrendBadge trend={trends.get(item.id)} />}
              marker={decisions.marker(item.id)}
              rank={rankOf(item.id)}
            />
          )}
        />
        {/* the folder's checklist and its coming steps follow the items: the items come first on a phone */}
        {isOwner && <FolderChecklist folderId={folder.id} />}
        <UpcomingSteps folderId={folder.id} />
        <RootDropZone />
      </div>

      <CreateSubfolderDialog {...dialogProps('subfolder')} parentFolderId={folder.id} />
      <AddItemDialog
        {...dialogProps('add-item')}
        folderId={folder.id}
        currency={folder.currency}
        linkFill={(slot) => <FillFromLink {...slot} />}
        noCategory={<TemplatePicker folderId={folder.id} className="sm:grid-cols-2 lg:grid-cols-2" />}
      />
      <FolderAccess
        folder={sharing}
        open={sharing !== null}
        onOpenChange={(open) => !open && setSharing(null)}
        mode="share"
      />
      <CompareHintDialogs
        hint={compare.hint}
        onClose={compare.closeHint}
        onUpgrade={() => setPlansOpen(true)}
      />
      <PlanSelectionDialog open={plansOpen} onOpenChange={setPlansOpen} returnUrl={paths.folder(folder.id)} />
      <ConfirmDialog
        {...dialogProps('delete-selected')}
        title={FOLDER_TEXTS.deleteSelectedTitle}
        description={FOLDER_TEXTS.deleteSelectedDescription(selection.folderIds.size, selection.itemIds.size)}
        onConfirm={deleteSelected}
      />
    </>
  );
}
