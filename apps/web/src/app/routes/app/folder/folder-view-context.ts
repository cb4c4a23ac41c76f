import { createContext, useContext } from 'react';
import type { useFolder, ItemSort } from '@/features/folders/api/get-folder';
import type { useMove } from './use-move';

/**
 * What a folder's views share while the person switches tabs: the folder's read, the Items tab's sort and
 * search, and moving (drag and drop reaches the header's breadcrumb, and "Move to" opens the layout's dialog).
 */
export interface FolderView {
  folderId: string;
  read: ReturnType<typeof useFolder>;
  sort: ItemSort;
  setSort(sort: ItemSort): void;
  search: string;
  setSearch(search: string): void;
  moves: ReturnType<typeof useMove>;
}

export const FolderViewContext = createContext<FolderView | null>(null);

/** The folder view of the layout around the screen (FolderLayout). */
export function useFolderView(): FolderView {
  const view = useContext(FolderViewContext);
  if (!view) throw new Error('useFolderView is used inside FolderLayout');
  return view;
}
