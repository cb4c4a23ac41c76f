import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ArrowLeft,
  FolderPlus,
  GitCompareArrows,
  PackageOpen,
  Plus,
  Search,
  Trash2,
  Users,
} from 'lucide-react';
import {
  canAddToComparison,
  COMPARE,
  COMPARE_TEXTS,
  DECIDE_TEXTS,
  type CompareType,
  FOLDER_TEXTS,
  type FolderDetail,
  type FolderSummary,
  ORGANISE_ERRORS,
  ORGANISE_SUCCESS,
  UPGRADE_TEXTS,
} from '@shortlist/contracts';
import { FolderAccess } from '@/app/folder-access';
import { MoveDndContext, type DragEntity } from '@/components/dnd/move-dnd';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { UpgradePromptDialog } from '@/components/upgrade-prompt-dialog';
import { paths } from '@/config/paths';
import { useDeleteFolders } from '@/features/folders/api/delete-folders';
import { useFolder, type ItemSort } from '@/features/folders/api/get-folder';
import { useMoveFolder } from '@/features/folders/api/move-folder';
import { CompareSelectionBar } from '@/features/compare/components/compare-selection-bar';
import { ShareToCompareDialog } from '@/features/compare/components/share-to-compare-dialog';
import { FolderActionsMenu } from '@/features/folders/components/folder-actions-menu';
import { FolderBreadcrumb } from '@/features/folders/components/folder-breadcrumb';
import { FolderCard } from '@/features/folders/components/folder-card';
import { CreateSubfolderDialog, EditFolderDialog } from '@/features/folders/components/folder-dialogs';
import { MoveToDialog } from '@/features/folders/components/move-to-dialog';
import { RootDropZone } from '@/features/folders/components/root-drop-zone';
import { useDeleteItems } from '@/features/items/api/delete-items';
import { useMoveItem } from '@/features/items/api/move-item';
import { AddItemDialog } from '@/features/items/components/add-item-dialog';
import { ItemCard } from '@/features/items/components/item-card';
import { ItemSortControls } from '@/features/items/components/item-sort-controls';
import { usePriceTrends } from '@/features/link-import/api/get-price-trends';
import { FillFromLink } from '@/features/link-import/components/fill-from-link';
import { PriceTrendBadge } from '@/features/link-import/components/price-trend-badge';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { matchesSearch } from '@/lib/format';

/** /app/folder/:folderId: one page per folder; its state starts afresh when the folder changes. */
export default function FolderRoute() {
  const { folderId = '' } = useParams();
  return <FolderPage key={folderId} folderId={folderId} />;
}

const toggle = (set: Set<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

function FolderPage({ folderId }: { folderId: string }) {
  const [sort, setSort] = useState<ItemSort>({ sort: 'date', order: 'desc' });
  const { data, error, isLoading } = useFolder(folderId, sort);

  if (isLoading && !data) return <Spinner label={FOLDER_TEXTS.loading} className="py-16" />;
  if (!data) {
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
  const moveFolder = useMoveFolder();
  const moveItem = useMoveItem();
  const deleteFolders = useDeleteFolders();
  const deleteItems = useDeleteItems();
  // drop / rise markers on the item cards (issue 8); the cards show without them while they load
  const { data: trendData } = usePriceTrends(folder.id);
  const trends = new Map((trendData?.trends ?? []).map((t) => [t.itemId, t]));

  const [search, setSearch] = useState('');
  const [selecting, setSelecting] = useState(false);
  const [selectedFolders, setSelectedFolders] = useState<Set<string>>(new Set());
  const [selectedItems, setSelectedItems] = useState<Set<string>>(new Set());
  const [confirmSelected, setConfirmSelected] = useState(false);
  const [confirmDeleteFolder, setConfirmDeleteFolder] = useState(false);
  const [subfolderOpen, setSubfolderOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [addItemOpen, setAddItemOpen] = useState(false);
  const [access, setAccess] = useState<{ mode: 'share' | 'manage'; folder: FolderSummary } | null>(null);
  // compare selection (folders §4): the chosen items in the order ticked, at most 5
  const [compareType, setCompareType] = useState<CompareType | null>(null);
  const [compareIds, setCompareIds] = useState<string[]>([]);
  const [compareHint, setCompareHint] = useState<'share' | 'upgrade' | null>(null);
  const [moving, setMoving] = useState<DragEntity | null>(null);

  const isOwner = folder.isOwned;
  const canDelete = isOwner && (subfolders.length > 0 || items.length > 0);
  const parent = breadcrumb.at(-1);
  const backTo = parent ? paths.folder(parent.id) : paths.app;
  const shownFolders = subfolders.filter((f) => matchesSearch(search, f.name, f.description));
  const shownItems = items.filter((i) => matchesSearch(search, i.name, i.description));
  const searching = search.trim() !== '';
  const selectedCount = selectedFolders.size + selectedItems.size;

  const startCompare = (type: CompareType) => {
    if (type === 'collaborative' && !user?.isPremium) return setCompareHint('upgrade');
    if (type === 'collaborative' && !folder.isShared) return setCompareHint('share');
    setCompareIds([]);
    setCompareType(type);
  };
  const stopCompare = () => {
    setCompareType(null);
    setCompareIds([]);
  };

  const stopSelecting = () => {
    setSelecting(false);
    setSelectedFolders(new Set());
    setSelectedItems(new Set());
  };

  const move = async (entity: DragEntity, targetId: string | null) => {
    try {
      if (entity.kind === 'folder') {
        await moveFolder(entity.id, targetId);
        toast.success(ORGANISE_SUCCESS.folderMoved);
      } else {
        if (!targetId) return;
        await moveItem(entity.id, targetId);
        toast.success(ORGANISE_SUCCESS.itemMoved);
      }
      setMoving(null);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <MoveDndContext onMove={(entity, target) => void move(entity, target.folderId)}>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6">
        <div className="grid gap-3">
          <FolderBreadcrumb ancestors={breadcrumb} current={folder.name} />
          <div>
            <Button asChild variant="ghost" size="sm" className="-ml-2">
              <Link to={backTo}>
                <ArrowLeft aria-hidden />
                {FOLDER_TEXTS.back}
              </Link>
            </Button>
          </div>
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:justify-between sm:gap-4">
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-2xl font-semibold tracking-tight break-words">{folder.name}</h1>
                {folder.isShared && (
                  <Badge variant="accent">
                    {isOwner ? FOLDER_TEXTS.sharedFolder : FOLDER_TEXTS.sharedWithYou}
                  </Badge>
                )}
                <Button asChild size="sm" variant="outline">
                  <Link to={paths.decide(folder.id)}>{DECIDE_TEXTS.tab}</Link>
                </Button>
              </div>
              {folder.description && (
                <p className="max-w-3xl text-sm whitespace-pre-line text-muted-foreground">
                  {folder.description}
                </p>
              )}
            </div>
            <FolderActionsMenu
              isOwner={isOwner}
              isPremium={!!user?.isPremium}
              onEdit={() => setEditOpen(true)}
              onManageAccess={() => setAccess({ mode: 'manage', folder })}
              onDelete={() => setConfirmDeleteFolder(true)}
            />
          </div>
        </div>

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
            {compareType ? null : selecting ? (
              <>
                <Button variant="outline" onClick={stopSelecting}>
                  {FOLDER_TEXTS.cancel}
                </Button>
                <Button
                  variant="destructive"
                  disabled={selectedCount === 0}
                  onClick={() => setConfirmSelected(true)}
                >
                  <Trash2 aria-hidden />
                  {FOLDER_TEXTS.deleteSelected(selectedCount)}
                </Button>
              </>
            ) : (
              <>
                {/* the main action leads on a phone (a full row), and comes last in the row on wider screens */}
                <Button className="col-span-2 sm:order-last" onClick={() => setAddItemOpen(true)}>
                  <Plus aria-hidden />
                  {FOLDER_TEXTS.addItem}
                </Button>
                <Button variant="outline" onClick={() => setSubfolderOpen(true)}>
                  <FolderPlus aria-hidden />
                  {FOLDER_TEXTS.createSubfolder}
                </Button>
                <Button
                  variant="outline"
                  disabled={items.length < COMPARE.minItems}
                  title={items.length < COMPARE.minItems ? FOLDER_TEXTS.compareNeedsTwo : undefined}
                  onClick={() => startCompare('attributes')}
                >
                  <GitCompareArrows aria-hidden />
                  {FOLDER_TEXTS.compareItems}
                </Button>
                <Button
                  variant="outline"
                  // with its Premium badge it needs a phone's whole row
                  className="col-span-2"
                  disabled={items.length < COMPARE.minItems}
                  title={items.length < COMPARE.minItems ? FOLDER_TEXTS.compareNeedsTwo : undefined}
                  onClick={() => startCompare('collaborative')}
                >
                  <Users aria-hidden />
                  {COMPARE_TEXTS.collaborativeRatings}
                  {!user?.isPremium && <Badge variant="outline">{COMPARE_TEXTS.premiumLabel}</Badge>}
                </Button>
                {canDelete && (
                  <Button variant="outline" className="col-span-2" onClick={() => setSelecting(true)}>
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
            count={compareIds.length}
            onCancel={stopCompare}
            onStart={() => navigate(paths.compare(folder.id, compareIds, compareType))}
          />
        )}

        {searching && shownFolders.length === 0 && shownItems.length === 0 ? (
          <EmptyState
            icon={<Search />}
            title={FOLDER_TEXTS.noResultsTitle}
            description={FOLDER_TEXTS.noResultsDescription}
          />
        ) : (
          <>
            {(!searching || shownFolders.length > 0) && (
              <section aria-labelledby="subfolders-heading" className="grid gap-3">
                <h2 id="subfolders-heading" className="text-lg font-semibold">
                  {FOLDER_TEXTS.subfoldersHeading}
                </h2>
                {shownFolders.length === 0 ? (
                  <EmptyState
                    className="py-8"
                    title={FOLDER_TEXTS.noSubfoldersTitle}
                    description={FOLDER_TEXTS.noSubfoldersDescription}
                  />
                ) : (
                  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {shownFolders.map((sub) => (
                      <li key={sub.id}>
                        <FolderCard
                          folder={sub}
                          openLabel={FOLDER_TEXTS.openSubfolder}
                          shareLabel={FOLDER_TEXTS.shareSubfolder}
                          selecting={selecting}
                          selected={selectedFolders.has(sub.id)}
                          onSelectedChange={(on) => setSelectedFolders(toggle(selectedFolders, sub.id, on))}
                          onShare={() => setAccess({ mode: 'share', folder: sub })}
                          onMoveTo={() =>
                            setMoving({ kind: 'folder', id: sub.id, name: sub.name, parentId: folder.id })
                          }
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )}
            {(!searching || shownItems.length > 0) && (
              <section aria-labelledby="items-heading" className="grid gap-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id="items-heading" className="text-lg font-semibold">
                    {FOLDER_TEXTS.itemsHeading}
                  </h2>
                  {items.length > 0 && (
                    <ItemSortControls sort={sort.sort} order={sort.order} onChange={onSortChange} />
                  )}
                </div>
                {shownItems.length === 0 ? (
                  <EmptyState
                    className="py-8"
                    icon={<PackageOpen />}
                    title={FOLDER_TEXTS.noItemsTitle}
                    description={FOLDER_TEXTS.noItemsDescription}
                    action={
                      <Button onClick={() => setAddItemOpen(true)}>
                        <Plus aria-hidden />
                        {FOLDER_TEXTS.addItem}
                      </Button>
                    }
                  />
                ) : (
                  <ul
                    // cards keep their own height: a photo card does not stretch its row-mates
                    className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3"
                    aria-label={FOLDER_TEXTS.itemsHeading}
                  >
                    {shownItems.map((item) => (
                      <li key={item.id}>
                        <ItemCard
                          item={item}
                          {...(compareType
                            ? {
                                selecting: true,
                                selected: compareIds.includes(item.id),
                                selectLabel: COMPARE_TEXTS.selectForComparison(item.name),
                                selectDisabled:
                                  !compareIds.includes(item.id) && !canAddToComparison(compareIds.length),
                                onSelectedChange: (on: boolean) =>
                                  setCompareIds(
                                    on
                                      ? [...compareIds.filter((id) => id !== item.id), item.id]
                                      : compareIds.filter((id) => id !== item.id),
                                  ),
                              }
                            : {
                                selecting: selecting && isOwner,
                                selected: selectedItems.has(item.id),
                                onSelectedChange: (on: boolean) =>
                                  setSelectedItems(toggle(selectedItems, item.id, on)),
                              })}
                          onMoveTo={() =>
                            setMoving({ kind: 'item', id: item.id, name: item.name, parentId: folder.id })
                          }
                          priceMarker={<PriceTrendBadge trend={trends.get(item.id)} />}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )}
          </>
        )}
        <RootDropZone />
      </div>

      <CreateSubfolderDialog
        open={subfolderOpen}
        onOpenChange={setSubfolderOpen}
        parentFolderId={folder.id}
      />
      <EditFolderDialog open={editOpen} onOpenChange={setEditOpen} folder={folder} />
      <AddItemDialog
        open={addItemOpen}
        onOpenChange={setAddItemOpen}
        folderId={folder.id}
        linkFill={(slot) => <FillFromLink {...slot} />}
      />
      <FolderAccess
        folder={access?.folder ?? null}
        open={access !== null}
        onOpenChange={(open) => !open && setAccess(null)}
        mode={access?.mode ?? 'share'}
      />
      <ShareToCompareDialog
        open={compareHint === 'share'}
        onOpenChange={(open) => !open && setCompareHint(null)}
      />
      <UpgradePromptDialog
        open={compareHint === 'upgrade'}
        onOpenChange={(open) => !open && setCompareHint(null)}
        feature={UPGRADE_TEXTS.collaborativeRatings}
        description={ORGANISE_ERRORS.premiumCollaborative}
      />
      <MoveToDialog
        entity={moving}
        onOpenChange={(open) => !open && setMoving(null)}
        onMove={(entity, targetId) => move(entity, targetId)}
      />
      <ConfirmDialog
        open={confirmDeleteFolder}
        onOpenChange={setConfirmDeleteFolder}
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
        open={confirmSelected}
        onOpenChange={setConfirmSelected}
        title={FOLDER_TEXTS.deleteSelectedTitle}
        description={FOLDER_TEXTS.deleteSelectedDescription(selectedFolders.size, selectedItems.size)}
        onConfirm={async () => {
          const folderIds = [...selectedFolders];
          const itemIds = [...selectedItems];
          try {
            if (folderIds.length > 0) {
              await deleteFolders(folderIds);
              toast.success(ORGANISE_SUCCESS.foldersDeleted(folderIds.length));
            }
            if (itemIds.length > 0) {
              await deleteItems(itemIds);
              toast.success(ORGANISE_SUCCESS.itemsDeleted(itemIds.length));
            }
            stopSelecting();
          } catch (err) {
            toast.error(errorMessage(err));
          }
        }}
      />
    </MoveDndContext>
  );
}
