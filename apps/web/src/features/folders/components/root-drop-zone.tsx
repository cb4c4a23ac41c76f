import { FolderInput } from 'lucide-react';
import { FOLDER_TEXTS } from '@shortlist/contracts';
import { useDragging, useMoveDropTarget } from '@/components/dnd/move-dnd';
import { cn } from '@/lib/cn';

/** The "My Folders" top-level area: shown while a folder is dragged; dropping there makes it top level. */
export function RootDropZone() {
  const dragging = useDragging();
  const { setNode: setDropNode, isOver } = useMoveDropTarget({
    folderId: null,
    name: FOLDER_TEXTS.rootDropZone,
  });
  if (dragging?.kind !== 'folder') return null;
  return (
    <div
      ref={setDropNode}
      className={cn(
        'flex items-center justify-center gap-2 rounded-lg border-2 border-dashed p-4 text-sm text-muted-foreground',
        isOver && 'border-primary bg-accent text-accent-foreground',
      )}
    >
      <FolderInput className="size-4" aria-hidden />
      <span>
        <span className="font-medium">{FOLDER_TEXTS.rootDropZone}</span> — {FOLDER_TEXTS.rootDropHint}
      </span>
    </div>
  );
}
