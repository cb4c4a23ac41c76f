import { useParams } from 'react-router';
import { ComparePage } from '@/features/compare/components/compare-page';

/** /app/folder/:folderId/compare?items=a,b&type=attributes|collaborative */
export default function Route() {
  const { folderId = '' } = useParams();
  return <ComparePage key={folderId} folderId={folderId} />;
}
