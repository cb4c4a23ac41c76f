import { useState } from 'react';
import { ChevronRight, FolderIcon, Home } from 'lucide-react';
import { FOLDER_TEXTS, type BreadcrumbEntry, type FolderSummary } from '@shortlist/contracts';
import type { DragEntity } from '@/components/dnd/move-dnd';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFolder } from '../api/get-folder';
import { useFolders } from '../api/get-folders';

/** The folders of one level of the picker: the top level, or a folder's subfolders. */
function useLevel(folderId: string | null): { folders: FolderSummary[] | undefined; error: boolean } {
  const top = useFolders();
  const inner = useFolder(folderId);
  if (folderId === null) return { folders: top.data?.folders, error: !!top.error };
  return { folders: inner.data?.subfolders, error: !!inner.error };
}

/**
 * "Move to...": the non-drag way to move a folder or an item. Walk down the folder tree, then "Move here".
 * A folder cannot enter itself (so neither its descendants); an item cannot go to the top level.
 */
export function MoveToDialog({
  entity,
  onOpenChange,
  onMove,
}: {
  /** What to move; null keeps the dialog closed. */
  entity: DragEntity | null;
  onOpenChange(open: boolean): void;
  onMove(entity: DragEntity, folderId: string | null, folderName: string): Promise<void>;
}) {
  return (
    <Dialog open={!!entity} onOpenChange={onOpenChange}>
      {entity && (
        <DialogContent
          title={FOLDER_TEXTS.moveDialogTitle(entity.name)}
          description={FOLDER_TEXTS.moveDialogDescription}
        >
          <Picker entity={entity} onCancel={() => onOpenChange(false)} onMove={onMove} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function Picker({
  entity,
  onCancel,
  onMove,
}: {
  entity: DragEntity;
  onCancel(): void;
  onMove(entity: DragEntity, folderId: string | null, folderName: string): Promise<void>;
}) {
  const [trail, setTrail] = useState<BreadcrumbEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const here = trail.at(-1) ?? null;
  const { folders, error } = useLevel(here?.id ?? null);
  const canMoveHere =
    !(entity.kind === 'item' && here === null) && (here?.id ?? null) !== entity.parentId && !busy;

  return (
    <div className="grid gap-3">
      <nav aria-label={FOLDER_TEXTS.breadcrumbLabel}>
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          <li>
            <button
              type="button"
              className="inline-flex items-center gap-1 rounded-sm px-1 text-muted-foreground hover:text-foreground"
              onClick={() => setTrail([])}
              aria-current={here === null ? 'location' : undefined}
            >
              <Home className="size-3.5" aria-hidden />
              {FOLDER_TEXTS.rootDropZone}
            </button>
          </li>
          {trail.map((entry, index) => (
            <li key={entry.id} className="flex items-center gap-1">
              <ChevronRight className="size-3.5 text-muted-foreground" aria-hidden />
              <button
                type="button"
                className="rounded-sm px-1 text-muted-foreground hover:text-foreground aria-[current]:font-medium aria-[current]:text-foreground"
                onClick={() => setTrail(trail.slice(0, index + 1))}
                aria-current={index === trail.length - 1 ? 'location' : undefined}
              >
                {entry.name}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-h-72 min-h-32 overflow-y-auto rounded-md border">
        {error ? (
          <p className="p-4 text-sm text-destructive">{FOLDER_TEXTS.folderLoadError}</p>
        ) : !folders ? (
          <Spinner />
        ) : folders.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">{FOLDER_TEXTS.noSubfoldersHere}</p>
        ) : (
          <ul className="divide-y">
            {folders.map((folder) => {
              const isSelf = entity.kind === 'folder' && folder.id === entity.id;
              return (
                <li key={folder.id}>
                  <button
                    type="button"
                    disabled={isSelf}
                    onClick={() => setTrail([...trail, { id: folder.id, name: folder.name }])}
                    aria-label={FOLDER_TEXTS.openInPicker(folder.name)}
                    className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-muted disabled:opacity-50"
                  >
                    <FolderIcon className="size-4 shrink-0 text-primary" aria-hidden />
                    <span className="min-w-0 flex-1 truncate">{folder.name}</span>
                    <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {FOLDER_TEXTS.cancel}
        </Button>
        <Button
          disabled={!canMoveHere}
          onClick={async () => {
            setBusy(true);
            try {
              await onMove(entity, here?.id ?? null, here?.name ?? FOLDER_TEXTS.rootDropZone);
            } finally {
              setBusy(false);
            }
          }}
        >
          {busy ? FOLDER_TEXTS.moving : FOLDER_TEXTS.moveHere}
        </Button>
      </DialogFooter>
    </div>
  );
}
