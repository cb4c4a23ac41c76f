import { useState } from 'react';

const toggled = (set: Set<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/** The folder page's delete mode: whether it is on, and which subfolders and items are ticked. */
export function useContentSelection() {
  const [selecting, setSelecting] = useState(false);
  const [folderIds, setFolderIds] = useState<Set<string>>(new Set());
  const [itemIds, setItemIds] = useState<Set<string>>(new Set());

  return {
    selecting,
    folderIds,
    itemIds,
    count: folderIds.size + itemIds.size,
    start: () => setSelecting(true),
    stop: () => {
      setSelecting(false);
      setFolderIds(new Set());
      setItemIds(new Set());
    },
    setFolder: (id: string, on: boolean) => setFolderIds(toggled(folderIds, id, on)),
    setItem: (id: string, on: boolean) => setItemIds(toggled(itemIds, id, on)),
  };
}

export type ContentSelection = ReturnType<typeof useContentSelection>;
