import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { FolderPlus, FolderOpen, Trash2 } from 'lucide-react';
import { FOLDER_TEXTS, ORGANISE_SUCCESS, type FolderSummary } from '@shortlist/contracts';
import { LazyMoveDndContext, loadMoveDnd } from '@/components/dnd/lazy-move-dnd';
import type { DragEntity } from '@/components/dnd/move-dnd';
import { LeanButton } from '@/components/ui/lean';
import { SearchInput } from '@/components/ui/search-input';
import { SearchableList } from '@/components/searchable-list';
import { preloadCheckbox } from '@/components/ui/lazy-checkbox';
import { LeanEmptyState } from '@/components/ui/lean-empty-state';
import { CardGridLoading } from '@/components/ui/loading-skeletons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useDeleteFolders } from '@/features/folders/api/delete-folders';
import { preloadFolders, useFolders } from '@/features/folders/api/get-folders';
import { useMoveFolder } from '@/features/folders/api/move-folder';
import { FolderCard } from '@/features/folders/components/folder-card';
import { RootDropZone } from '@/features/folders/components/root-drop-zone';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { firstSessionAnswer } from '@/lib/auth/auth-provider';
import { matchesSearch, primeDateFormat } from '@/lib/format';
import { lazyDialog } from '@/lib/lazy-dialog';
import { holdShellExtras, releaseShellExtras } from '@/lib/shell-extras-gate';

/*
 * Off the cold load (the shell budget): each dialog loads when it first opens, and
 * @dnd-kit is fetched when the page mounts, beside the folders (the cards wait for both).
 */
const CreateFolderDialog = lazyDialog(() =>
  import('@/features/folders/components/folder-dialogs').then((m) => m.CreateFolderDialog),
);
const FolderAccess = lazyDialog(() => import('@/app/folder-access').then((m) => m.FolderAccess));
const MoveToDialog = lazyDialog(
  () => import('@/features/folders/components/move-to-dialog').then((m) => m.MoveToDialog),
  (props) => props.entity !== null,
);
const ConfirmDialog = lazyDialog(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog));
/* only an empty My Folders offers the templates: their chunk loads then */
const TemplatesEmptyState = lazy(() =>
  import('@/features/templates/components/templates-empty-state').then((m) => ({
    default: m.TemplatesEmptyState,
  })),
);

/**
 * The route's first visit, called by the router once this module is there, before React renders the page: @dnd-kit's
 * chunk, and on a cold load the folders as soon as the session answers, so that both are usually there for the
 * page's first render and the cards show in it, rather than two renders later. The date formatter
 * is still made as the page mounts: made here, its 10 to 50 ms ran ahead of the first paint and of the session's
 * render, and Lighthouse's first and largest paints came later. The shell's extras wait for the cards.
 */
export function startReads(): void {
  void loadMoveDnd();
  const firstSession = firstSessionAnswer();
  if (!firstSession) return;
  holdShellExtras();
  void firstSession.then((session) => {
    // only if the page is about to mount and take the answer (not if the visitor left while the session loaded)
    if (session && window.location.pathname === paths.app) preloadFolders();
    else releaseShellExtras();
  });
}

/** /app: My Folders. */
export default function MyFoldersRoute() {
  useEffect(() => {
    void loadMoveDnd();
    // the cards show dates: outside en-US (written without Intl), the first Intl formatter (ICU's
    // data) is made while the folders load, not in their render
    primeDateFormat();
  }, []);
  const { data: latest, error, isLoading, mutate } = useFolders();
  // The cards render from a deferred copy of the answer. swr hands a new answer over synchronously, and React
  // renders a synchronous update in one task: six cards with their drag handles and menus were a long task of 60 to
  // 150 ms on Lighthouse's phone. Deferred, that update only re-renders the page around the cards, and the cards
  // follow in a background render React slices and interrupts (Total Blocking Time).
  const data = useDeferredValue(latest);
  const loading = isLoading || (latest !== undefined && data === undefined);
  // the shell's extras (held by startReads on a cold load) once the cards, or the error, are on screen; at the
  // latest as the page goes
  const answered = data !== undefined || error !== undefined;
  useEffect(() => {
    if (answered) releaseShellExtras();
  }, [answered]);
  useEffect(() => releaseShellExtras, []);
  const moveFolder = useMoveFolder();
  const deleteFolders = useDeleteFolders();
  const [search, setSearch] = useState('');
  const [createOpen, setCreateOpen] = useState(false);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [sharing, setSharing] = useState<FolderSummary | null>(null);
  const [moving, setMoving] = useState<DragEntity | null>(null);

  const folders = data?.folders ?? [];
  const shown = folders.filter((f) => matchesSearch(search, f.name, f.description));
  const ownsAny = folders.some((f) => f.isOwned);

  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };

  const move = async (entity: DragEntity, folderId: string | null) => {
    try {
      await moveFolder(entity.id, folderId);
      toast.success(ORGANISE_SUCCESS.folderMoved);
      setMoving(null);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{FOLDER_TEXTS.myFoldersTitle}</h1>
          <p className="max-w-2xl text-sm text-muted-foreground">{FOLDER_TEXTS.myFoldersSubtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {selecting ? (
            <>
              <LeanButton variant="outline" onClick={stopSelecting}>
                {FOLDER_TEXTS.cancel}
              </LeanButton>
              <LeanButton
                variant="destructive"
                disabled={selected.size === 0}
                onClick={() => setConfirmOpen(true)}
              >
                <Trash2 aria-hidden />
                {FOLDER_TEXTS.deleteSelected(selected.size)}
              </LeanButton>
            </>
          ) : (
            ownsAny && (
              <LeanButton
                variant="outline"
                // the cards' checkboxes load on first use: from the moment the button is pointed at or focused
                onPointerEnter={preloadCheckbox}
                onFocus={preloadCheckbox}
                onClick={() => setSelecting(true)}
              >
                <Trash2 aria-hidden />
                {FOLDER_TEXTS.delete}
              </LeanButton>
            )
          )}
          <LeanButton onClick={() => setCreateOpen(true)}>
            <FolderPlus aria-hidden />
            {FOLDER_TEXTS.createFolder}
          </LeanButton>
        </div>
      </div>

      <SearchInput
        className="max-w-md"
        placeholder={FOLDER_TEXTS.searchFolders}
        value={search}
        onValueChange={setSearch}
      />

      <SearchableList
        loading={loading}
        loadingLabel={FOLDER_TEXTS.loadingFolders}
        loadError={
          error && !data
            ? {
                title: FOLDER_TEXTS.loadError,
                message: errorMessage(error),
                retryLabel: FOLDER_TEXTS.tryAgain,
                onRetry: () => void mutate(),
              }
            : null
        }
        empty={shown.length === 0}
        searching={!!search.trim()}
        noMatch={{ title: FOLDER_TEXTS.noMatchTitle, description: FOLDER_TEXTS.noMatchDescription }}
        emptyState={
          <div className="grid gap-6">
            <LeanEmptyState
              icon={<FolderOpen />}
              title={FOLDER_TEXTS.emptyTitle}
              description={FOLDER_TEXTS.emptyDescription}
            />
            <Suspense fallback={<Spinner />}>
              <TemplatesEmptyState onStartBlank={() => setCreateOpen(true)} />
            </Suspense>
          </div>
        }
      >
        <LazyMoveDndContext
          fallback={<CardGridLoading label={FOLDER_TEXTS.loadingFolders} />}
          onMove={(entity, target) => void move(entity, target.folderId)}
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((folder) => (
              <li key={folder.id}>
                <FolderCard
                  folder={folder}
                  openLabel={FOLDER_TEXTS.openFolder}
                  shareLabel={FOLDER_TEXTS.shareFolder}
                  selecting={selecting}
                  selected={selected.has(folder.id)}
                  onSelectedChange={(on) => {
                    const next = new Set(selected);
                    if (on) next.add(folder.id);
                    else next.delete(folder.id);
                    setSelected(next);
                  }}
                  onShare={() => setSharing(folder)}
                  onMoveTo={() =>
                    setMoving({ kind: 'folder', id: folder.id, name: folder.name, parentId: null })
                  }
                />
              </li>
            ))}
          </ul>
          <RootDropZone />
        </LazyMoveDndContext>
      </SearchableList>

      <CreateFolderDialog open={createOpen} onOpenChange={setCreateOpen} />
      <FolderAccess
        folder={sharing}
        open={!!sharing}
        onOpenChange={(open) => !open && setSharing(null)}
        mode="share"
      />
      <MoveToDialog
        entity={moving}
        onOpenChange={(open) => !open && setMoving(null)}
        onMove={(entity, folderId) => move(entity, folderId)}
      />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={FOLDER_TEXTS.deleteSelectedTitle}
        description={FOLDER_TEXTS.deleteSelectedDescription(selected.size, 0)}
        onConfirm={async () => {
          const ids = [...selected];
          try {
            await deleteFolders(ids);
            toast.success(ORGANISE_SUCCESS.foldersDeleted(ids.length));
            stopSelecting();
          } catch (err) {
            toast.error(errorMessage(err));
          }
        }}
      />
    </div>
  );
}
