import { Link } from 'react-router';
import { FolderIcon, GripVertical, Share2 } from 'lucide-react';
import { FOLDER_TEXTS, type FolderSummary } from '@shortlist/contracts';
import { useMoveDraggable, useMoveDropTarget } from '@/components/dnd/move-dnd';
import { LazyCheckbox } from '@/components/ui/lazy-checkbox';
import { MoveToMenu } from '@/components/dnd/move-to-menu';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import {
  folderCardClass,
  OPEN_BUTTON_CLASS,
  SHARE_BUTTON_CLASS,
  SHARED_BADGE_CLASS,
} from '@/features/folders/lib/folder-card-looks';

interface FolderCardProps {
  folder: FolderSummary;
  /** "Open Folder" on My Folders, "Open Subfolder" on a folder page. */
  openLabel: string;
  shareLabel: string;
  /** Delete mode: a checkbox on owned folders. */
  selecting: boolean;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  onShare(): void;
  onMoveTo(): void;
}

/** A folder card: draggable by its handle (owner), and a drop target for folders and items. */
export function FolderCard({
  folder,
  openLabel,
  shareLabel,
  selecting,
  selected,
  onSelectedChange,
  onShare,
  onMoveTo,
}: FolderCardProps) {
  const {
    setNode: setDragNode,
    setHandle,
    handleAttributes,
    isDragging,
  } = useMoveDraggable(
    { kind: 'folder', id: folder.id, name: folder.name, parentId: folder.parentFolderId },
    !folder.isOwned,
  );
  const { setNode: setDropNode, isOver } = useMoveDropTarget({ folderId: folder.id, name: folder.name });
  const headingId = `folder-${folder.id}-name`;

  return (
    <article
      ref={(node) => {
        setDropNode(node);
        setDragNode(node);
      }}
      aria-labelledby={headingId}
      className={folderCardClass({ isDragging, isOver, selected })}
    >
      <div className="flex items-start gap-2">
        {selecting && folder.isOwned && (
          <LazyCheckbox
            className="mt-1"
            checked={selected}
            onCheckedChange={(value) => onSelectedChange(value === true)}
            aria-label={FOLDER_TEXTS.selectForDeletion(folder.name)}
          />
        )}
        {folder.isOwned && !selecting && (
          <button
            type="button"
            ref={setHandle}
            {...handleAttributes}
            aria-label={FOLDER_TEXTS.dragHandle(folder.name)}
            className="-my-0.5 -ml-1.5 flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-sm text-muted-foreground hover:text-foreground active:cursor-grabbing"
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
        )}
        <FolderIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <h2 id={headingId} className="min-w-0 flex-1 font-semibold leading-snug break-words">
          {folder.name}
        </h2>
        {folder.isOwned && <MoveToMenu name={folder.name} onMoveTo={onMoveTo} />}
      </div>
      {folder.description && (
        <p className="line-clamp-2 text-sm text-muted-foreground">{folder.description}</p>
      )}
      {folder.isShared && (
        <div>
          <span className={SHARED_BADGE_CLASS}>
            {folder.isOwned ? FOLDER_TEXTS.sharedFolder : FOLDER_TEXTS.sharedWithYou}
          </span>
        </div>
      )}
      <p className="mt-auto flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>{FOLDER_TEXTS.subfolderCount(folder.subfolderCount)}</span>
        <span>{FOLDER_TEXTS.itemCount(folder.itemCount)}</span>
        <span>{FOLDER_TEXTS.createdOn(formatDate(folder.createdAt))}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.folder(folder.id)} className={OPEN_BUTTON_CLASS}>
          {openLabel}
        </Link>
        {folder.isOwned && (
          <button type="button" className={SHARE_BUTTON_CLASS} onClick={onShare}>
            <Share2 aria-hidden />
            {shareLabel}
          </button>
        )}
      </div>
    </article>
  );
}
