import { useState } from 'react';
import { ORGANISE_SUCCESS } from '@shortlist/contracts';
import type { DragEntity } from '@/components/dnd/move-dnd';
import { toast } from '@/components/ui/toaster';
import { useMoveFolder } from '@/features/folders/api/move-folder';
import { useMoveItem } from '@/features/items/api/move-item';
import { errorMessage } from '@/lib/api-client';

/**
 * Moving a subfolder or an item, by drag and drop or the "Move to" dialog (`moving` is the dialog's entity):
 * folders and items are two features, so the page composes their moves here.
 */
export function useMove() {
  const moveFolder = useMoveFolder();
  const moveItem = useMoveItem();
  const [moving, setMoving] = useState<DragEntity | null>(null);

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

  return { moving, setMoving, move };
}
