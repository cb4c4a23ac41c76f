import { useParams } from 'react-router';
import { ComparePage } from '@/features/compare/components/compare-page';
import { ComparePicker } from '@/features/compare/components/compare-picker';
import { useFolderDecisions } from '@/features/decide/hooks/use-folder-decisions';
import { useFolderView } from './folder/folder-view-context';

/**
 * /app/folder/:folderId/compare?items=a,b&type=attributes|collaborative, the folder's Compare tab: without
 * items, the folder's items to choose from (once the folder is read; a folder the person cannot see stays
 * "not found").
 */
export default function Route() {
  const { folderId = '' } = useParams();
  const { read } = useFolderView();
  // each column's price sparkline and "good deal", from the folder's decision
  const decisions = useFolderDecisions(folderId);
  const items = read.error?.status === 404 ? undefined : read.data?.items;
  return (
    <ComparePage
      key={folderId}
      folderId={folderId}
      itemMarker={decisions.marker}
      picker={items && <ComparePicker folderId={folderId} items={items} />}
    />
  );
}
