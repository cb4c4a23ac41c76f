import { FolderInput } from 'lucide-react';
import { FOLDER_TEXTS } from '@shortlist/contracts';
import { useDragging, useMoveDropTarget } from '@/components/dnd/move-dnd';
import { rootDropZoneClass } from '@/features/folders/lib/folder-card-looks';

/** The "My Folders" top-level area: shown while a folder is dragged; dropping there makes it top level. */
export function RootDropZone() {
  const dragging = useDragging();
  const { setNode: setDropNode, isOver } = useMoveDropTarget({
    folderId: null,
    name: FOLDER_TEXTS.rootDropZone,
  });
  if (dragging?.kind !== 'folder') return null;
  return (
    <div ref={setDropNode} className={rootDropZoneClass(isOver)}>
      <FolderInput className="size-4" aria-hidden />
      <span>
        <span className="font-medium">{FOLDER_TEXTS.rootDropZone}</span> — {FOLDER_TEXTS.rootDropHint}
      </span>
    </div>
  );
}
