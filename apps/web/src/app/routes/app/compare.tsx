import { useParams } from 'react-router';
import { ComparePage } from '@/features/compare/components/compare-page';
import { useFolderDecisions } from '@/features/decide/hooks/use-folder-decisions';

/** /app/folder/:folderId/compare?items=a,b&type=attributes|collaborative */
export default function Route() {
  const { folderId = '' } = useParams();
  // each column's price sparkline and "good deal", from the folder's decision
  const decisions = useFolderDecisions(folderId);
  return <ComparePage key={folderId} folderId={folderId} itemMarker={decisions.marker} />;
}
