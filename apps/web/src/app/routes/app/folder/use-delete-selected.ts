import { ORGANISE_SUCCESS } from '@shortlist/contracts';
import { toast } from '@/components/ui/toaster';
import { useDeleteFolders } from '@/features/folders/api/delete-folders';
import type { ContentSelection } from '@/features/folders/hooks/use-content-selection';
import { useDeleteItems } from '@/features/items/api/delete-items';
import { errorMessage } from '@/lib/api-client';

/**
 * The bulk action of delete mode: the ticked subfolders (folders feature), then the ticked items (items
 * feature), a toast for each; delete mode ends once both are gone.
 */
export function useDeleteSelected(selection: ContentSelection) {
  const deleteFolders = useDeleteFolders();
  const deleteItems = useDeleteItems();
  return async () => {
    const folderIds = [...selection.folderIds];
    const itemIds = [...selection.itemIds];
    try {
      if (folderIds.length > 0) {
        await deleteFolders(folderIds);
        toast.success(ORGANISE_SUCCESS.foldersDeleted(folderIds.length));
      }
      if (itemIds.length > 0) {
        await deleteItems(itemIds);
        toast.success(ORGANISE_SUCCESS.itemsDeleted(itemIds.length));
      }
      selection.stop();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
}
